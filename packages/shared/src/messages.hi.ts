/**
 * The Hindi of every text in messages.ts (design-season section 7), key for key. Written for people: everyday Hindi,
 * the words cricket fans use (मैच, टीम, विकेट, ओवर stay as they are said), names and the brand as typed.
 * Each catalog is typed by the English one, so a missing key fails typecheck; test/messages-hi.test.ts also checks
 * that no placeholder is dropped. Only the server and the web's Hindi chunk import this module.
 */
import {
  abandonRefundDescription,
  adminShareDescription,
  appearsTwiceMessage,
  betsPlacedMessage,
  bidDebitDescription,
  bidHeldMessage,
  bidPlacedMessage,
  type bidTooLowMessage,
  combinationLengthMessage,
  combinationTakenMessage,
  creditAddedDescription,
  creditDeductedDescription,
  type creditsApprovedFigures,
  csvLineErrorMessage,
  csvReasons,
  fallbackMessages,
  fieldCountMessage,
  fileNotFoundMessage,
  fixtureColumnsFoundMessage,
  fixturesImportedMessage,
  fixturesReadyMessage,
  type groupDeletedRefunds,
  groupDeleteRefundDescription,
  type insufficientCreditsMessage,
  invalidLimitMessage,
  invitationAcceptedMessage,
  invitationSentMessage,
  managerShareDescription,
  membersImportedMessage,
  membersReadyMessage,
  messages,
  notificationTitles,
  outbidCreditDescription,
  ownDuplicateMessage,
  playerListedTwiceMessage,
  playersSavedMessage,
  referralCommissionDescription,
  referralEarnMessage,
  routeNotFoundMessage,
  rowsHaveErrorsMessage,
  type welcomeTitle,
  winningsManyDescription,
  type winningsMessage,
  winningsOneDescription,
} from './messages';
import { formatRsFixed, formatRsShort } from './money';
import { REFERRAL_COMMISSION_TEXT } from './prize-split';

/** Amounts in Hindi texts: the rupee sign in place of `RS`, the same digits and grouping (`₹20`, `₹63.00`). */
export const hiRsShort = (paise: bigint | number) => formatRsShort(paise).replace('RS', '₹');
export const hiRsFixed = (paise: bigint | number) => formatRsFixed(paise).replace('RS', '₹');

export const invalidLimitMessageHi: typeof invalidLimitMessage = (max) => `सीमा 1 से ${max} तक की पूरी संख्या होनी चाहिए`;

export const messagesHi: { readonly [K in keyof typeof messages]: string } = {
  firstNameRequired: 'पहला नाम ज़रूरी है',
  firstNameTooLong: 'पहला नाम 30 अक्षरों से कम होना चाहिए',
  lastNameRequired: 'उपनाम ज़रूरी है',
  lastNameTooLong: 'उपनाम 30 अक्षरों से कम होना चाहिए',
  invalidEmail: 'ईमेल पता सही नहीं है',
  countryCodeRequired: 'देश का कोड ज़रूरी है',
  phoneRequired: 'फ़ोन नंबर ज़रूरी है',
  invalidPhone: 'कृपया सही फ़ोन नंबर डालें',
  passwordRequired: 'पासवर्ड ज़रूरी है',
  passwordTooShort: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
  invalidReferralCodeFormat: 'रेफ़रल कोड का रूप सही नहीं है',
  invalidReferralCode: 'रेफ़रल कोड सही नहीं है',
  referralLookupFailed: 'रेफ़रल कोड सही नहीं है - सामान्य रजिस्ट्रेशन जारी है',
  phoneTaken: 'यह फ़ोन नंबर पहले से रजिस्टर है',
  emailTaken: 'यह ईमेल पहले से रजिस्टर है',
  registrationFailed: 'रजिस्ट्रेशन नहीं हो पाया',
  registrationSuccessful: 'रजिस्ट्रेशन हो गया',

  loginFailed: 'फ़ोन नंबर या पासवर्ड ग़लत है',
  loginSuccessful: 'लॉग इन हो गया!',
  temporaryPasswordPrompt: 'आपने क्लब के दिए अस्थायी पासवर्ड से लॉग इन किया है। अभी अपना पासवर्ड चुनें, ताकि उसे सिर्फ़ आप जानें।',
  tooManyLoginAttempts: 'लॉग इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  tooManyRequests: 'इस पते से बहुत ज़्यादा अनुरोध आए हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  currentPasswordRequired: 'मौजूदा पासवर्ड ज़रूरी है',
  currentPasswordWrong: 'मौजूदा पासवर्ड ग़लत है',
  passwordsDoNotMatch: 'नए पासवर्ड आपस में मेल नहीं खाते',
  passwordChanged: 'पासवर्ड बदल गया',
  changePasswordFailed: 'पासवर्ड नहीं बदल पाया',
  newPasswordSameAsCurrent: 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए',
  passwordReset: 'पासवर्ड रीसेट हो गया। सदस्य को यह अस्थायी पासवर्ड दें; यह सिर्फ़ एक बार दिखेगा।',

  unauthorized: 'अनुमति नहीं है, कृपया लॉग इन करें',
  forbidden: 'आपको यह करने की अनुमति नहीं है',
  userNotFound: 'यूज़र नहीं मिला',
  notFound: 'नहीं मिला',
  invalidLink: 'यह लिंक सही नहीं है',
  internalError: 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  serviceUnavailable: 'सेवा अभी उपलब्ध नहीं है। कृपया फिर कोशिश करें।',

  sharesNegative: 'हिस्सा माइनस में नहीं हो सकता।',
  sharesSumTooHigh: 'मैनेजर और एडमिन के हिस्से का जोड़ 100 से कम होना चाहिए।',
  winnerSharesNegativeAdmin: 'विजेताओं का हिस्सा माइनस में नहीं हो सकता।',
  clubNameRequired: 'क्लब का नाम ज़रूरी है',
  clubNotFound: 'क्लब नहीं मिला',
  clubHasMembersOrMatches: 'जब तक क्लब में सदस्य या मैच हैं, उसे हटाया नहीं जा सकता',
  clubNameTooLong: 'क्लब का नाम 60 अक्षरों से कम होना चाहिए',
  sharesDecimals: 'हिस्से में दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक हो सकते हैं।',
  sharesInvalid: 'हिस्सा 10 या 12.5 जैसी संख्या होना चाहिए',
  managerShareRequired: 'मैनेजर का हिस्सा ज़रूरी है',
  adminShareRequired: 'एडमिन का हिस्सा ज़रूरी है',
  clubAdded: 'क्लब जुड़ गया!',
  clubUpdated: 'क्लब अपडेट हो गया!',
  clubSettingsSaved: 'क्लब की सेटिंग सेव हो गई',
  reminderMinutesHelp:
    'जिन सदस्यों ने दांव नहीं लगाया, उन्हें मैच शुरू होने से इतने मिनट पहले याद दिलाया जाता है; 0 रखने से याद दिलाना बंद।',
  clubDeleted: 'क्लब हटा दिया गया',
  adminShareHelp: 'हर ग्रुप के हाउस के बचे हिस्से (पूल में से विजेताओं के इनाम घटाकर) में एडमिन का प्रतिशत।',
  managerShareHelp: 'क्लब के रिकॉर्ड के लिए। यहाँ जो भी लिखा हो, एडमिन के हिस्से के बाद हाउस का पूरा बचा हिस्सा मैनेजर को मिलता है।',
  houseShareExplained:
    'इनाम देने के बाद पूल में जो बचता है, वह हाउस का हिस्सा है: उसमें से एडमिन को क्लब का एडमिन हिस्सा मिलता है, बाक़ी क्लब मैनेजर को।',

  invalidCreditAmount: 'कृपया सही क्रेडिट राशि डालें',
  memberNotFound: 'सदस्य नहीं मिला',
  deductionExceedsBalance: 'काटी जाने वाली राशि सदस्य के क्रेडिट बैलेंस से ज़्यादा नहीं हो सकती',
  userAlreadyInClub: 'यूज़र पहले से किसी क्लब में है',
  creditAdded: 'क्रेडिट जुड़ गया',
  creditDeducted: 'क्रेडिट काट लिया गया',
  memberRemoved: 'सदस्य हटा दिया गया',
  memberAdded: 'सदस्य जुड़ गया',
  invitationNotFound: 'न्योता नहीं मिला',
  invitationExpired: 'इस न्योते की समय-सीमा ख़त्म हो गई है। क्लब से फिर से न्योता भेजने को कहें।',
  invitationAlreadyAccepted: 'आप यह न्योता पहले ही मान चुके हैं',
  invitationAlreadyDeclined: 'आप यह न्योता पहले ही ठुकरा चुके हैं',
  invitationDeclined: 'न्योता ठुकरा दिया',
  invitationsEmpty: 'कोई न्योता बाक़ी नहीं है',
  invitationsLoadFailed: 'न्योते लोड नहीं हो पाए',
  invitationAnswerFailed: 'न्योते का जवाब नहीं जा पाया। कृपया फिर कोशिश करें।',
  invitationBalanceNote: 'आपका बैलेंस आपके साथ रहेगा। जुड़ने के बाद क्लब का मैनेजर क्रेडिट जोड़ या काट सकता है।',
  invitationWithdrawn: 'न्योता वापस ले लिया',
  invitationWasWithdrawn: 'क्लब ने यह न्योता वापस ले लिया है',
  invitationVoid: 'यह न्योता अब लागू नहीं है: इसके भेजे जाने के बाद आप एक क्लब से जुड़ चुके हैं',
  invitationNotPending: 'यह न्योता अब बाक़ी नहीं है',
  tooManyInvitations: 'बहुत सारे न्योते भेजे जा चुके हैं, कल फिर कोशिश करें',
  invitationWithdrawFailed: 'न्योता वापस नहीं लिया जा सका। कृपया फिर कोशिश करें।',
  phoneAlreadyRegistered: 'यह फ़ोन नंबर पहले से रजिस्टर है',
  addMemberRegistered:
    'यह फ़ोन नंबर पहले से रजिस्टर है। अगर वे अभी किसी क्लब में नहीं हैं, तो उन्हें न्योता मिलेगा और मानने पर वे जुड़ जाएँगे।',
  tooManyImportChecks: 'एक क्लब दिन में 20 सदस्य फ़ाइलें जाँच सकता है। कृपया कल फिर कोशिश करें।',
  clubWhatsAppCapReached: 'इस क्लब ने आज के अपने 200 व्हाट्सऐप संदेश भेज दिए हैं। न्योते भेजे बिना इंपोर्ट करें, या कल फिर कोशिश करें।',
  welcomeLinkForNewMember: 'यह स्वागत लिंक नए सदस्य को भेजें: इससे वे अपना पासवर्ड ख़ुद चुनेंगे।',
  confirmResetPassword:
    'इस सदस्य का पासवर्ड रीसेट करें? उनका मौजूदा पासवर्ड और सेशन काम करना बंद कर देंगे, और आपको उन्हें देने के लिए एक अस्थायी पासवर्ड मिलेगा।',
  passwordCopied: 'कॉपी हो गया',

  invitePhoneRequired: 'कृपया फ़ोन नंबर डालें',
  invitePhoneInvalid: 'कृपया सही फ़ोन नंबर डालें (10-15 अंक)',
  inviteSent: 'न्योता भेज दिया',
  inviteQueued: 'न्योता कतार में है। यहाँ व्हाट्सऐप से भेजने की व्यवस्था नहीं है, इसलिए व्हाट्सऐप लिंक से ख़ुद भेजें।',
  tooManyInvites: 'आज बहुत सारे न्योते भेजे जा चुके हैं। कृपया कल फिर कोशिश करें।',

  team1Required: 'टीम 1 ज़रूरी है',
  team2Required: 'टीम 2 ज़रूरी है',
  dateTimeRequired: 'तारीख़ और समय ज़रूरी है',
  matchNotFound: 'मैच नहीं मिला',
  matchHasBets: 'दांव लगने के बाद मैच बदला नहीं जा सकता',
  matchEditLocked: 'इस मैच पर दांव लग चुके हैं, इसलिए यह लॉक है: शुरू होने से पहले सिर्फ़ इसकी तारीख़ और समय आगे बढ़ाया जा सकता है।',
  dateTimeInPast: 'तारीख़ और समय आगे का होना चाहिए',
  teamsMustDiffer: 'टीम 1 और टीम 2 अलग होनी चाहिए',
  teamNameTooLong: 'टीम का नाम ज़्यादा से ज़्यादा 50 अक्षरों का हो सकता है',
  venueInvalid: 'मैदान का नाम ज़्यादा से ज़्यादा 100 अक्षरों का टेक्स्ट हो सकता है',
  dateTimeInvalid: 'कृपया सही तारीख़ और समय डालें',
  statusInvalid: 'स्थिति चालू या बंद होनी चाहिए',
  playerNameTooLong: 'खिलाड़ी का नाम ज़्यादा से ज़्यादा 30 अक्षरों का हो सकता है',
  playersPasteHelp: 'टीम पेस्ट करें: हर लाइन में एक नाम, या कॉमा से अलग करके। नीचे के खाने क्रम से भर जाएँगे।',
  playersPasteTooMany: 'एक टीम में 7 खिलाड़ी होते हैं: सिर्फ़ पहले 7 नाम लिए गए।',
  playerIndexInvalid: 'खिलाड़ी का स्थान 0 से 6 तक होना चाहिए',
  playersInvalid: 'खिलाड़ियों के नाम अक्षरों में होने चाहिए',
  matchAdded: 'मैच जुड़ गया!',
  matchUpdated: 'मैच अपडेट हो गया!',
  matchDeleted: 'मैच हटा दिया गया!',
  playersUpdated: 'खिलाड़ी अपडेट हो गए!',
  playersLocked: 'क्रेडिट मंज़ूर होने के बाद खिलाड़ी बदले नहीं जा सकते',
  matchLockedForGood: 'इस मैच पर दांव लग चुके हैं और अब इसे बदला नहीं जा सकता।',
  postponeLaterOnly: 'जिस मैच पर दांव लगे हों, उसे सिर्फ़ बाद की तारीख़ और समय पर खिसकाया जा सकता है।',
  matchHasResult: 'इस मैच का नतीजा आ चुका है, इसलिए यह लॉक है',
  playersNotAnnounced: 'खिलाड़ियों के नाम अभी घोषित नहीं हुए',

  winnerShareNegative: 'विजेता का प्रतिशत माइनस में नहीं हो सकता',
  winnerSharesTooHigh: 'विजेताओं के हिस्सों का जोड़ 100% से ज़्यादा नहीं हो सकता',
  minimumIncrementRequired: 'न्यूनतम बढ़त ज़रूरी है',
  betTypeNotSupported: 'दांव का प्रकार फ़र्स्ट बेटर, मल्टी बेटर्स या बोली वाला होना चाहिए',
  groupTakesNoBids: 'इस ग्रुप में बोली नहीं लगती',
  groupTakesBidsOnly: 'इस ग्रुप में सिर्फ़ बोली लगती है: किसी लॉट पर बोली के लिए बोली वाली स्क्रीन खोलें',
  bidAmountInvalid: 'कृपया सही बोली राशि डालें',
  groupNotFound: 'ग्रुप नहीं मिला',
  groupHasBets: 'दांव लगने के बाद ग्रुप बदला नहीं जा सकता',
  betAmountInvalid: 'कृपया सही दांव राशि डालें',
  minimumIncrementInvalid: 'कृपया सही न्यूनतम बढ़त डालें',
  winnerShareInvalid: 'विजेता का हिस्सा 40 या 12.5 जैसा प्रतिशत होना चाहिए (दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक)',
  winnerShareRequired: 'हर स्थान के लिए विजेता का हिस्सा डालें (जिस स्थान को कुछ न मिले, उसके लिए 0)',
  groupSharesHelp:
    'हिस्से पूल के प्रतिशत हैं, पहले, दूसरे और तीसरे स्थान के लिए; कुल मिलाकर ज़्यादा से ज़्यादा 100%। जिस स्थान को कुछ न मिले, उसका हिस्सा 0 रखें।',
  groupAdded: 'ग्रुप जुड़ गया!',
  groupUpdated: 'ग्रुप अपडेट हो गया!',
  groupDeleted: 'ग्रुप हटा दिया गया।',

  scoresInvalid: 'हर टीम के सात स्कोर अंकों में ज़रूरी हैं',
  resultNotFound: 'नतीजा नहीं मिला',
  resultExists: 'इस मैच का नतीजा पहले से है',
  resultLocked: 'क्रेडिट मंज़ूर होने के बाद नतीजा बदला नहीं जा सकता',
  resultAdded: 'नतीजा जुड़ गया!',
  resultUpdated: 'नतीजा अपडेट हो गया!',
  confirmResultBeforeStart: 'मैच अभी शुरू नहीं हुआ है। अभी नतीजा सेव करने से दांव लगना बंद हो जाएगा। आगे बढ़ें?',
  noResultYet: 'नतीजा सेव होने से पहले क्रेडिट मंज़ूर नहीं हो सकते',
  standingsNoResult: 'अभी नतीजा नहीं आया',
  standingsNoResultHelp: 'मैनेजर के इस मैच का नतीजा सेव करते ही अंक तालिका दिखेगी।',
  standingsProvisional: 'क्रेडिट मंज़ूर होने तक अस्थायी',
  standingsFinal: 'अंतिम: क्रेडिट मंज़ूर',
  groupStandingsEmpty: 'इस ग्रुप में कोई दांव नहीं लगा',
  alreadySettled: 'इस मैच के क्रेडिट पहले ही मंज़ूर हो चुके हैं',

  pointsInvalid: 'अंक -100 से 100 तक की पूरी संख्या होने चाहिए',
  bandsInvalid: 'बैंड बढ़ते क्रम में हों और आख़िरी बैंड बिना सीमा का हो',
  bandLimitInvalid: 'बैंड की सीमा 0 से बड़ी संख्या हो, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक',
  minBallsInvalid: 'कम से कम गेंदें 0 से 600 तक की पूरी संख्या होनी चाहिए',
  pointsSystemNameInvalid: 'अंक प्रणाली का नाम 1 से 40 अक्षरों का होना चाहिए',
  pointsSystemSaved: 'अंक प्रणाली सेव हो गई',
  pointsSystemReset: 'अंक प्रणाली पहले जैसी कर दी गई',
  figuresInvalid: 'आँकड़े 0 से 9999 तक की पूरी संख्या होने चाहिए',
  figuresFlagsInvalid: 'खेला और आउट हाँ या ना होने चाहिए',
  wicketsInvalid: 'विकेट ज़्यादा से ज़्यादा 10 हों, और एलबीडब्ल्यू या बोल्ड विकेट कुल विकेटों से ज़्यादा न हों',
  boundariesExceedRuns: 'चौके-छक्कों का जोड़ रनों से ज़्यादा है',
  maidensExceedOvers: 'मेडन ओवर, फेंके गए ओवरों से ज़्यादा नहीं हो सकते',
  figuresWithoutPlaying: 'जो खिलाड़ी नहीं खेला, उसके आँकड़े नहीं हो सकते',
  scorecardSaved: 'स्कोरकार्ड सेव हो गया',
  scorecardTeamsInvalid: 'हर टीम के 7 खिलाड़ियों के आँकड़े चाहिए',
  scorecardSourceInvalid: 'स्रोत हाथ से या क्रिकशीट होना चाहिए',
  scorecardScoresOutOfRange: 'स्कोर -1,000 से 100,000 के बीच होने चाहिए',
  scoresEnteredByHand: 'इस मैच के स्कोर हाथ से डाले गए थे',
  cricsheetOtherMatch: 'यह क्रिकशीट फ़ाइल किसी दूसरे मैच की है',
  noScorecardYet: 'अभी स्कोरकार्ड नहीं है',
  notCricsheetFile: 'यह क्रिकशीट मैच फ़ाइल नहीं है',
  oversInvalid: 'ओवर पूरे ओवर और 0 से 5 गेंदें हों, जैसे 3.2',
  cricsheetPlayerTwice: 'यह क्रिकशीट खिलाड़ी किसी दूसरी जगह के लिए भी चुना गया है',

  selectAtLeastOne: 'कृपया कम से कम एक कॉम्बिनेशन चुनें',
  selectAtLeastOneValid: 'कृपया कम से कम एक सही कॉम्बिनेशन चुनें',
  maxCombinations: 'एक दांव में ज़्यादा से ज़्यादा 5 कॉम्बिनेशन',
  maxCombinationsSelection: 'एक बार में ज़्यादा से ज़्यादा 5 कॉम्बिनेशन चुन सकते हैं',
  pickPlayersHelp: 'कॉम्बिनेशन जोड़ने के लिए तीन खिलाड़ी चुनें (किसी भी टीम से), या बॉक्स में लिखें।',
  pickTakenReason: 'धुंधले खिलाड़ी ऐसा कॉम्बिनेशन बनाएँगे जो पहले ही लिया जा चुका है।',
  prizePreviewTitle: 'अगर दांव अभी बंद हों तो इनाम',
  bettingClosed: 'इस ग्रुप में दांव लगना बंद है',
  betAmountMismatch: 'दांव की राशि ग्रुप की दांव राशि से मेल नहीं खाती',
  duplicateInRequest: 'एक दांव में हर कॉम्बिनेशन सिर्फ़ एक बार चुना जा सकता है',
  idempotencyKeyReused: 'यह Idempotency-Key किसी दूसरे अनुरोध के साथ पहले ही इस्तेमाल हो चुकी है',
  idempotencyKeyInvalid: 'Idempotency-Key 1 से 200 दिखने वाले अक्षरों की होनी चाहिए',
  invalidPage: 'पेज 1 या उससे बड़ी पूरी संख्या होना चाहिए',
  invalidLimit: invalidLimitMessageHi(100),
  invalidGroupBetsLimit: invalidLimitMessageHi(500),
  insufficientCreditsHint: 'अपने क्लब मैनेजर से अपने खाते में क्रेडिट जोड़ने को कहें।',
  creditsApproved: 'क्रेडिट मंज़ूर होकर बाँट दिए गए!',
  betsOffline: 'आप ऑफ़लाइन हैं। आपके दांव अभी नहीं लगे: ऑनलाइन होते ही भेज दिए जाएँगे।',
  betsNetworkFailed: 'सर्वर तक नहीं पहुँच पाए। आपके दांव अभी नहीं लगे: फिर से कोशिश करने के लिए बटन दोबारा दबाएँ।',
  scoresNotInYet: 'स्कोर अभी नहीं आए।',
  noMatchesInOwnClub: 'आपके क्लब में कोई मैच नहीं जोड़ा गया',
  noMatchesInThisClub: 'इस क्लब में अभी कोई मैच नहीं जोड़ा गया।',
  resultAwaitsApproval: 'स्कोर आ गए हैं। नतीजा क्लब मैनेजर की मंज़ूरी का इंतज़ार कर रहा है।',
  signInFirst: 'पासवर्ड बदलने के लिए पहले लॉग इन करें।',

  offline: 'आप ऑफ़लाइन हैं। स्क्रीन पर जो है वह रहेगा, पर नई स्क्रीन खोलने, दांव और बैलेंस के लिए इंटरनेट चाहिए।',
  matchAbandoned: 'मैच रद्द हुआ और सारे दांव लौटा दिए गए।',
  matchAlreadyAbandoned: 'मैच पहले ही रद्द हो चुका है',
  creditsAlreadyApproved: 'क्रेडिट पहले ही मंज़ूर हो चुके हैं',
  confirmAbandonMatch: 'क्या आप सच में यह मैच रद्द करके हर दांव लौटाना चाहते हैं?',

  notificationIdsInvalid: 'ids सूचनाओं की आईडी की सूची होनी चाहिए',
  reminderMinutesInvalid: 'याद दिलाने के मिनट 0 से 1440 तक की पूरी संख्या होने चाहिए',
  auditActionInvalid: 'अनजान ऑडिट कार्रवाई',
  auditDateInvalid: 'तारीख़ YYYY-MM-DD या ISO 8601 तारीख़ और समय में होनी चाहिए',
  noNotifications: 'अभी कोई सूचना नहीं',
  noAuditEntries: 'इन फ़िल्टरों से कोई ऑडिट रिकॉर्ड नहीं मिला',
  auditLoadFailed: 'ऑडिट रिकॉर्ड लोड नहीं हो पाया',
  auditDownloadFailed: 'ऑडिट रिकॉर्ड डाउनलोड नहीं हो पाया',
  invalidDate: 'तारीख़ YYYY-MM-DD में लिखें',
  invalidDateRange: 'शुरू की तारीख़ आख़िरी तारीख़ से पहले या उसी दिन की होनी चाहिए',
  standingsTitle: 'अंक तालिका',
  standingsEmpty: 'इस दौरान दांव वाला कोई मैच पूरा नहीं हुआ',
  statsTitle: 'मेरे आँकड़े',
  statsEmpty: 'आपके दांव वाला कोई मैच अभी पूरा नहीं हुआ',
  statsChartTitle: 'हर मैच में लगाया और जीता',
  downloadCsv: 'CSV डाउनलोड करें',
  downloadFailed: 'डाउनलोड नहीं हो पाया',

  confirmDeleteMatch: 'क्या आप सच में यह मैच हटाना चाहते हैं?',
  confirmApproveCredits: 'क्या आप सच में विजेताओं को क्रेडिट बाँटना चाहते हैं?',
  confirmDeleteClub: 'क्या आप सच में यह क्लब हटाना चाहते हैं?',
  confirmRemoveMember: 'क्या आप सच में इस सदस्य को क्लब से हटाना चाहते हैं? उनका बैलेंस और इतिहास बना रहेगा।',
  confirmDeleteGroup: 'क्या आप सच में यह ग्रुप हटाना चाहते हैं? इसमें लगा हर दांव लौटा दिया जाएगा।',

  teamNameRequired: 'टीम का नाम ज़रूरी है',
  teamExists: 'इस नाम की टीम पहले से है',
  teamNotFound: 'टीम नहीं मिली',
  teamAdded: 'टीम जुड़ गई',
  teamUpdated: 'टीम अपडेट हो गई',
  teamDeleted: 'टीम हटा दी गई',
  squadPlayersInvalid: 'खिलाड़ी नामों की सूची होने चाहिए',
  squadTooLarge: 'एक स्क्वॉड में ज़्यादा से ज़्यादा 40 खिलाड़ी होते हैं',
  squadPlayerNameInvalid: 'खिलाड़ी का नाम 1 से 30 अक्षरों का होना चाहिए',
  confirmDeleteTeam: 'क्या आप सच में यह टीम हटाना चाहते हैं? मैचों में उनके खिलाड़ी बने रहेंगे।',
  groupTemplatesInvalid: 'टेम्पलेट ग्रुपों की सूची होने चाहिए',
  groupTemplatesTooMany: 'एक क्लब ज़्यादा से ज़्यादा 5 ग्रुप टेम्पलेट रख सकता है',
  groupTemplatesSaved: 'ग्रुप टेम्पलेट सेव हो गए',
  createClubGroups: 'क्लब के ग्रुप बनाएँ',
  createGroupsInvalid: 'createGroups हाँ (true) या ना (false) होना चाहिए',
  saveSquadsFromCricsheet: 'दोनों टीमों के स्क्वॉड सेव करें',
  squadsSaved: 'स्क्वॉड सेव हो गए',
  squadsInvalid: 'स्क्वॉड एक या दो टीमों की सूची होने चाहिए',
  squadsSameTeam: 'स्क्वॉड में एक ही टीम दो बार है',
  fixtureColumnsMissing: 'फ़ाइल में team1, team2 और dateTime (या date और time) कॉलम होने चाहिए',
  unknownTimeZone: 'अनजान टाइम ज़ोन',
  fixtureDuplicate: 'कार्यक्रम में पहले से है',
  csvRequired: 'CSV फ़ाइल चुनें या पेस्ट करें',
  csvTooLarge: 'फ़ाइल 200 KB से बड़ी है',
  csvTooManyRows: 'फ़ाइल में 500 से ज़्यादा पंक्तियाँ हैं',
  csvNoRows: 'फ़ाइल में हेडर वाली पंक्ति के नीचे कोई पंक्ति नहीं है',
  dryRunInvalid: 'dryRun हाँ (true) या ना (false) होना चाहिए',
  sendInvitesInvalid: 'sendInvites हाँ (true) या ना (false) होना चाहिए',
  calendarNotFound: 'कैलेंडर नहीं मिला',
  importFixtures: 'मैचों का कार्यक्रम इंपोर्ट करें',
  importFixturesHelp:
    'हेडर वाली CSV फ़ाइल: team1, team2 और dateTime (या date और time), और चाहें तो status और venue (Home Team, Away Team, Date, Time और Venue भी पढ़े जाते हैं)। बिना टाइम ज़ोन वाले समय आपके टाइम ज़ोन में पढ़े जाते हैं।',
  calendarCardTitle: 'मैचों का कार्यक्रम अपने कैलेंडर में जोड़ें',
  calendarCardHelp: 'अपने क्लब के मैच देखने के लिए कैलेंडर ऐप में यह पता जोड़ें। इसे निजी रखें: जिसके पास यह है, वह आपके मैच देख सकता है।',
  calendarResetDone: 'कैलेंडर का नया पता बन गया। पुराना पता अब काम नहीं करेगा।',
  importColumnsMissing: 'फ़ाइल में firstName, lastName और phoneNumber कॉलम होने चाहिए',
  importAlreadyMember: 'पहले से इस क्लब का सदस्य है',
  importMembersFailed: 'सदस्य इंपोर्ट नहीं हो पाए',
  importMessagesLogged:
    'व्हाट्सऐप भेजने वाला सेट नहीं है, इसलिए कोई संदेश नहीं गया: वे सिर्फ़ सर्वर के लॉग में लिखे गए। सदस्यों को ख़ुद बता दें।',
  welcomeLinkInvalid: 'इस लिंक की समय-सीमा ख़त्म हो गई है या यह पहले ही इस्तेमाल हो चुका है',
  memberHasPassword: 'यह सदस्य पहले ही पासवर्ड बना चुका है',
  welcomeLinkFailed: 'नया स्वागत लिंक नहीं बन पाया',
  welcomeFailed: 'आपका पासवर्ड सेट नहीं हो पाया',
  invalidRequest: 'अनुरोध सही नहीं है',
  invalidValue: 'अनुरोध में कोई मान सही नहीं है',
  requestConflicted: 'यह अनुरोध किसी दूसरे अनुरोध से टकरा गया। कृपया फिर से कोशिश करें।',
  bodyTooLarge: 'अनुरोध की बॉडी बहुत बड़ी है',
  unsupportedMediaType: 'यह कंटेंट टाइप स्वीकार नहीं है',
  contentLengthMismatch: 'अनुरोध की बॉडी का आकार Content-Length से मेल नहीं खाता',
  emptyJsonBody: "content-type 'application/json' होने पर बॉडी ख़ाली नहीं हो सकती",
  invalidJsonBody: "बॉडी सही JSON नहीं है, जबकि content-type 'application/json' है",
};

export const fallbackMessagesHi: { readonly [K in keyof typeof fallbackMessages]: string } = {
  fetchMembers: 'सदस्य नहीं मिल पाए',
  removeMember: 'सदस्य हटाया नहीं जा सका',
  addCredit: 'क्रेडिट नहीं जुड़ पाया',
  deductCredit: 'क्रेडिट नहीं कट पाया',
  fetchGroups: 'ग्रुप नहीं मिल पाए',
  deleteGroup: 'ग्रुप हटाया नहीं जा सका',
  addGroup: 'ग्रुप नहीं जुड़ पाया',
  fetchGroup: 'ग्रुप नहीं मिल पाया',
  updateGroup: 'ग्रुप अपडेट नहीं हो पाया',
  loadDashboard: 'डैशबोर्ड लोड नहीं हो पाया',
  loadGroups: 'ग्रुप लोड नहीं हो पाए',
  loadGroup: 'ग्रुप लोड नहीं हो पाया',
  loadData: 'जानकारी लोड नहीं हो पाई',
  loadBets: 'दांव लोड नहीं हो पाए',
  loadWinnings: 'जीत लोड नहीं हो पाई',
  loadMatchDetails: 'मैच की जानकारी लोड नहीं हो पाई',
  loadWinners: 'विजेता लोड नहीं हो पाए',
  placeBets: 'दांव नहीं लग पाए',
  fetchMatchDetails: 'मैच की जानकारी नहीं मिल पाई',
  submitResult: 'नतीजा नहीं भेजा जा सका',
  fetchBets: 'दांव नहीं मिल पाए',
  fetchMatches: 'मैच नहीं मिल पाए',
  deleteMatch: 'मैच हटाया नहीं जा सका',
  approveCredits: 'क्रेडिट मंज़ूर नहीं हो पाए',
  addMatch: 'मैच नहीं जुड़ पाया',
  updateMatch: 'मैच अपडेट नहीं हो पाया',
  updatePlayers: 'खिलाड़ी अपडेट नहीं हो पाए',
  addMember: 'सदस्य नहीं जुड़ पाया',
  fetchReferralData: 'रेफ़रल की जानकारी नहीं मिल पाई',
  sendInvite: 'न्योता नहीं भेजा जा सका। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  addClub: 'क्लब नहीं जुड़ पाया। कृपया फिर कोशिश करें।',
  updateClub: 'क्लब अपडेट नहीं हो पाया',
  saveClubSettings: 'क्लब की सेटिंग सेव नहीं हो पाई',
  deleteClub: 'क्लब हटाया नहीं जा सका',
  resetPassword: 'पासवर्ड रीसेट नहीं हो पाया',
  loadPointsSystem: 'अंक प्रणाली लोड नहीं हो पाई',
  savePointsSystem: 'अंक प्रणाली सेव नहीं हो पाई',
  resetPointsSystem: 'अंक प्रणाली पहले जैसी नहीं हो पाई',
  loadScorecard: 'स्कोरकार्ड लोड नहीं हो पाया',
  saveScorecard: 'स्कोरकार्ड सेव नहीं हो पाया',
  readCricsheet: 'क्रिकशीट फ़ाइल पढ़ी नहीं जा सकी',
  loadTeams: 'टीमें लोड नहीं हो पाईं',
  saveTeam: 'टीम सेव नहीं हो पाई',
  deleteTeam: 'टीम हटाई नहीं जा सकी',
  loadGroupTemplates: 'ग्रुप टेम्पलेट लोड नहीं हो पाए',
  saveGroupTemplates: 'ग्रुप टेम्पलेट सेव नहीं हो पाए',
  saveSquads: 'स्क्वॉड सेव नहीं हो पाए',
  loadBids: 'बोलियाँ लोड नहीं हो पाईं',
  placeBid: 'बोली नहीं लग पाई',
  loadCalendarAddress: 'कैलेंडर का पता लोड नहीं हो पाया',
  resetCalendarAddress: 'कैलेंडर का नया पता नहीं बन पाया',
  abandonMatch: 'मैच रद्द नहीं हो पाया',
  importFixtures: 'मैच इम्पोर्ट नहीं हो पाए',
  loadNotifications: 'सूचनाएँ लोड नहीं हो पाईं',
  updateNotifications: 'सूचनाएँ अपडेट नहीं हो पाईं',
  loadStandings: 'अंक तालिका लोड नहीं हो पाई',
};

export const csvReasonsHi: { readonly [K in keyof typeof csvReasons]: string } = {
  quoteNotClosed: 'उद्धरण चिह्न वाला खाना बंद नहीं हुआ',
  strayQuote: 'खाने के अंदर का उद्धरण चिह्न दो बार ("") लिखें और खाने को उद्धरण चिह्नों में रखें',
  unreadable: 'यह लाइन सही CSV नहीं है',
};

export const referralEarnMessageHi = `अपने दोस्तों की जीत का ${REFERRAL_COMMISSION_TEXT} कमाएँ।`;

const winningsHi: typeof winningsMessage = (won, commission) =>
  commission > 0n
    ? `${hiRsFixed(won)} जीते, ${hiRsFixed(won - commission)} आपको, ${hiRsFixed(commission)} आपके रेफ़रर को`
    : `${hiRsFixed(won)} जीते`;

/** The Hindi of each English text function, same name and signature; placeholders filled from the same arguments. */
export const formatsHi = {
  invalidLimitMessage: invalidLimitMessageHi,
  combinationLengthMessage: ((x) => `कॉम्बिनेशन ${x} में ठीक 3 अलग-अलग अक्षर होने चाहिए`) as typeof combinationLengthMessage,
  combinationTakenMessage: ((x) =>
    `कॉम्बिनेशन ${x} पहले ही लिया जा चुका है। कृपया कोई दूसरा कॉम्बिनेशन चुनें।`) as typeof combinationTakenMessage,
  ownDuplicateMessage: ((x) => `आप कॉम्बिनेशन ${x} पर पहले ही दांव लगा चुके हैं`) as typeof ownDuplicateMessage,
  bidHeldMessage: ((x) => `${x} पर सबसे ऊँची बोली पहले से आपकी है`) as typeof bidHeldMessage,
  bidTooLowMessage: ((least, x) => `${x} पर कम से कम ${hiRsShort(least)} की बोली लगाएँ`) as typeof bidTooLowMessage,
  bidPlacedMessage: ((x) => `${x} पर बोली लग गई`) as typeof bidPlacedMessage,
  creditsApprovedFigures: ((pool, paid, house) =>
    `पूल ${pool}: ${paid} विजेताओं को, ${house} हाउस को।`) as typeof creditsApprovedFigures,
  groupDeletedRefunds: ((bets, amount) =>
    bets === 0 ? 'इसमें लौटाने को कोई दांव नहीं था।' : `${bets} दांव लौटाए, ${amount} वापस।`) as typeof groupDeletedRefunds,
  betsPlacedMessage: ((n) => (n === 1 ? '1 दांव लग गया' : `${n} दांव लग गए`)) as typeof betsPlacedMessage,
  insufficientCreditsMessage: ((need, have, format = hiRsShort) =>
    `क्रेडिट कम हैं। आपको ${format(need)} चाहिए पर आपके पास सिर्फ़ ${format(have)} हैं`) as typeof insufficientCreditsMessage,
  invitationSentMessage: ((firstName) =>
    `${firstName} को न्योता भेज दिया। मानने पर वे जुड़ जाएँगे।`) as typeof invitationSentMessage,
  invitationAcceptedMessage: ((clubName) => `${clubName} में आपका स्वागत है`) as typeof invitationAcceptedMessage,
  playersSavedMessage: ((unnamed, total) =>
    unnamed === 0
      ? messagesHi.playersUpdated
      : unnamed === total
        ? `${messagesHi.playersUpdated} अभी किसी खिलाड़ी का नाम नहीं है: सदस्यों को "${messagesHi.playersNotAnnounced}" दिखेगा।`
        : `${messagesHi.playersUpdated} ${total} में से ${unnamed} खिलाड़ियों के नाम अभी नहीं हैं।`) as typeof playersSavedMessage,
  winningsMessage: winningsHi,
  playerListedTwiceMessage: ((name) => `${name} दो बार लिखा है`) as typeof playerListedTwiceMessage,
  rowsHaveErrorsMessage: ((n) =>
    n === 1
      ? '1 पंक्ति में ग़लती है। कुछ भी इंपोर्ट नहीं हुआ।'
      : `${n} पंक्तियों में ग़लतियाँ हैं। कुछ भी इंपोर्ट नहीं हुआ।`) as typeof rowsHaveErrorsMessage,
  fixturesImportedMessage: ((n) => (n === 1 ? '1 मैच इंपोर्ट हुआ' : `${n} मैच इंपोर्ट हुए`)) as typeof fixturesImportedMessage,
  fixtureColumnsFoundMessage: ((found) =>
    `फ़ाइल में team1, team2 और dateTime (या date और time) कॉलम होने चाहिए; इसके कॉलम हैं: ${found}`) as typeof fixtureColumnsFoundMessage,
  fixturesReadyMessage: ((n) => `${n} मैच इंपोर्ट के लिए तैयार`) as typeof fixturesReadyMessage,
  csvLineErrorMessage: ((line, reason) => `लाइन ${line}: ${reason}`) as typeof csvLineErrorMessage,
  fieldCountMessage: ((fields, header) => `इस लाइन में ${fields} खाने हैं पर हेडर में ${header}`) as typeof fieldCountMessage,
  appearsTwiceMessage: ((value) => `${value} दो बार आया है`) as typeof appearsTwiceMessage,
  membersImportedMessage: ((n) =>
    n === 1 ? '1 सदस्य इंपोर्ट हुआ' : `${n} सदस्य इंपोर्ट हुए`) as typeof membersImportedMessage,
  membersReadyMessage: ((n) => `${n} सदस्य इंपोर्ट के लिए तैयार`) as typeof membersReadyMessage,
  routeNotFoundMessage: ((method, path) => `रूट ${method} ${path} नहीं मिला`) as typeof routeNotFoundMessage,
  fileNotFoundMessage: ((path) => `फ़ाइल ${path} नहीं मिली`) as typeof fileNotFoundMessage,
  welcomeTitle: ((clubName, firstName) => `${clubName} में आपका स्वागत है, ${firstName}`) as typeof welcomeTitle,
};

export const notificationTitlesHi: { [K in keyof typeof notificationTitles]: (typeof notificationTitles)[K] } = {
  creditAdded: (amount, by) => `${by} ने ${hiRsShort(amount)} जोड़े`,
  creditDeducted: (amount, by) => `${by} ने ${hiRsShort(amount)} काटे`,
  refund: (team1, team2, why) =>
    `${team1} बनाम ${team2} पर आपके दांव लौटा दिए गए (${why === 'match abandoned' ? 'मैच रद्द' : 'ग्रुप हटाया गया'})`,
  resultWon: (team1, team2, amount, commission = 0n) =>
    commission > 0n
      ? `${team1} बनाम ${team2} के नतीजे आ गए: ${winningsHi(amount, commission)}`
      : `${team1} बनाम ${team2} के नतीजे आ गए: आपने ${hiRsShort(amount)} जीते`,
  resultNoWin: (team1, team2) => `${team1} बनाम ${team2} के नतीजे आ गए: इस बार जीत नहीं हुई`,
  referral: (amount, firstName) => `${firstName} की जीत से आपने ${hiRsShort(amount)} कमाए`,
  reminder: (team1, team2, startsAt) => `${team1} बनाम ${team2} ${startsAt} बजे शुरू होगा और आपका कोई दांव नहीं है`,
  outbid: (lot) => `${lot} पर आपसे ऊँची बोली लग गई`,
  postponed: (team1, team2, when) => `${team1} बनाम ${team2} अब ${when} को`,
  invite: (inviter, clubName) => `${inviter} ने आपको ${clubName} से जुड़ने का न्योता भेजा`,
};

/** Every static English text -> its Hindi, by key (each text is written once, so its key is unique). */
const staticHindi = new Map<string, string>();
function addStatic<K extends string>(english: Readonly<Record<K, unknown>>, hindi: Readonly<Record<K, string>>) {
  for (const key of Object.keys(english) as K[]) {
    if (typeof english[key] === 'string') staticHindi.set(english[key] as string, hindi[key]);
  }
}
addStatic(messages, messagesHi);
addStatic(fallbackMessages, fallbackMessagesHi);
addStatic(csvReasons, csvReasonsHi);
// Result titles stored before they named the match (issue 38) still read in Hindi.
staticHindi.set('Results are out: no win this time', 'नतीजे आ गए: इस बार जीत नहीं हुई');
staticHindi.set(referralEarnMessage, referralEarnMessageHi);

type Inverse = { re: RegExp; order: number[]; hindi: (args: string[]) => string };
const marker = (i: number) => `⦃${i}⦄`;
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English function called with a marker per argument gives its pattern: the text with each placeholder a group.
 * Matching an English answer against it recovers the arguments, and the Hindi function of the same key is called with
 * them, so a placeholder is filled exactly as in English. `arity` markers; numbers come back as numbers.
 */
function inverse(english: (...args: never[]) => string, arity: number, hindi: (args: string[]) => string): Inverse {
  const text = (english as (...args: string[]) => string)(...Array.from({ length: arity }, (_, i) => marker(i)));
  const order: number[] = [];
  const source = escapeRe(text).replace(/⦃(\d+)⦄/g, (_, i: string) => {
    order.push(Number(i));
    return '(.+?)';
  });
  return { re: new RegExp(`^${source}$`, 's'), order, hindi };
}

/** `RS20.5` (formatRsShort) -> 2050n. */
const paiseOfShort = (text: string) => BigInt(Math.round(Number(text) * 100));

const inverses: Inverse[] = [
  inverse(combinationLengthMessage, 1, ([x = '']) => formatsHi.combinationLengthMessage(x)),
  inverse(routeNotFoundMessage, 2, ([method = '', path = '']) => formatsHi.routeNotFoundMessage(method, path)),
  inverse(fileNotFoundMessage, 1, ([path = '']) => formatsHi.fileNotFoundMessage(path)),
  inverse(combinationTakenMessage, 1, ([x = '']) => formatsHi.combinationTakenMessage(x)),
  inverse(ownDuplicateMessage, 1, ([x = '']) => formatsHi.ownDuplicateMessage(x)),
  inverse(bidHeldMessage, 1, ([x = '']) => formatsHi.bidHeldMessage(x)),
  inverse(bidPlacedMessage, 1, ([x = '']) => formatsHi.bidPlacedMessage(x)),
  inverse(invitationSentMessage, 1, ([x = '']) => formatsHi.invitationSentMessage(x)),
  inverse(invitationAcceptedMessage, 1, ([x = '']) => formatsHi.invitationAcceptedMessage(x)),
  inverse(playerListedTwiceMessage, 1, ([x = '']) => formatsHi.playerListedTwiceMessage(x)),
  inverse(appearsTwiceMessage, 1, ([x = '']) => formatsHi.appearsTwiceMessage(x)),
  inverse(invalidLimitMessage, 1, ([n]) => formatsHi.invalidLimitMessage(Number(n))),
  inverse(betsPlacedMessage, 1, ([n]) => formatsHi.betsPlacedMessage(Number(n))),
  inverse(rowsHaveErrorsMessage, 1, ([n]) => formatsHi.rowsHaveErrorsMessage(Number(n))),
  inverse(fixturesImportedMessage, 1, ([n]) => formatsHi.fixturesImportedMessage(Number(n))),
  inverse(fixturesReadyMessage, 1, ([n]) => formatsHi.fixturesReadyMessage(Number(n))),
  inverse(fixtureColumnsFoundMessage, 1, ([found = '']) => formatsHi.fixtureColumnsFoundMessage(found)),
  inverse(membersImportedMessage, 1, ([n]) => formatsHi.membersImportedMessage(Number(n))),
  inverse(membersReadyMessage, 1, ([n]) => formatsHi.membersReadyMessage(Number(n))),
  inverse(fieldCountMessage, 2, ([f, h]) => formatsHi.fieldCountMessage(Number(f), Number(h))),
  inverse(playersSavedMessage, 2, ([u, t]) => formatsHi.playersSavedMessage(Number(u), Number(t))),
  inverse(csvLineErrorMessage, 2, ([line, reason = '']) =>
    formatsHi.csvLineErrorMessage(Number(line), hindiOf(reason) ?? reason),
  ),
  {
    re: /^Bid at least RS(-?[\d.]+) on (.+)$/s,
    order: [0, 1],
    hindi: ([least = '0', x = '']) => formatsHi.bidTooLowMessage(paiseOfShort(least), x),
  },
  {
    re: /^Insufficient credits\. You need RS(-?[\d.]+) but only have RS(-?[\d.]+)$/,
    order: [0, 1],
    hindi: ([need = '0', have = '0']) => formatsHi.insufficientCreditsMessage(paiseOfShort(need), paiseOfShort(have)),
  },
];
/** Bet types and places as the ledger's texts name them (written by the server, stored in English). */
const betTypesHi: Record<string, string> = {
  'First Better': 'फ़र्स्ट बेटर',
  'Multi Betters': 'मल्टी बेटर्स',
  'Bidding Method': 'बोली वाला',
};
const placesHi: Record<string, string> = { '1st': 'पहला', '2nd': 'दूसरा', '3rd': 'तीसरा' };
const winLabelsHi = (labels: string) => labels.replace(/\b(1st|2nd|3rd)\b/g, (place) => placesHi[place] ?? place);

// Wallet history: the ledger's descriptions (design section 6), same names and amounts, in Hindi.
inverses.push(
  inverse(abandonRefundDescription, 2, ([a = '', b = '']) => `वापसी: ${a} बनाम ${b} रद्द`),
  inverse(groupDeleteRefundDescription, 2, ([a = '', b = '']) => `वापसी: ग्रुप हटाया गया (${a} बनाम ${b})`),
  inverse(bidDebitDescription, 3, ([x = '', a = '', b = '']) => `${x} पर बोली: ${a} बनाम ${b}`),
  inverse(outbidCreditDescription, 3, ([x = '', a = '', b = '']) => `${x} पर ऊँची बोली लगी: ${a} बनाम ${b}`),
  inverse(creditAddedDescription, 1, ([by = '']) => `${by} ने क्रेडिट जोड़ा`),
  inverse(creditDeductedDescription, 1, ([by = '']) => `${by} ने क्रेडिट काटा`),
  {
    re: /^Bet on (.+) vs (.+) \((First Better|Multi Betters|Bidding Method)\): (.+)$/s,
    order: [0, 1, 2, 3],
    hindi: ([a = '', b = '', type = '', combos = '']) =>
      `${a} बनाम ${b} (${betTypesHi[type] ?? type}) पर दांव: ${combos}`,
  },
  inverse(
    winningsOneDescription,
    4,
    ([a = '', b = '', combo = '', place = '']) => `जीत: ${a} बनाम ${b}, ${combo} ${placesHi[place] ?? place} स्थान`,
  ),
  inverse(
    winningsManyDescription,
    4,
    ([a = '', b = '', n = '', labels = '']) => `जीत: ${a} बनाम ${b}, ${n} जीते दांव: ${winLabelsHi(labels)}`,
  ),
  inverse(adminShareDescription, 2, ([a = '', b = '']) => `एडमिन का हिस्सा: ${a} बनाम ${b}`),
  inverse(managerShareDescription, 2, ([a = '', b = '']) => `मैनेजर का हिस्सा: ${a} बनाम ${b}`),
  inverse(
    referralCommissionDescription,
    2,
    ([a = '', b = '']) => `रेफ़रल कमीशन: ${a} बनाम ${b} पर बुलाए गए सदस्यों की जीत का ${REFERRAL_COMMISSION_TEXT}`,
  ),
);

// Notification titles (design-match-day section 4), as stored: the web shows them in Hindi by the same keys.
const rs = '-?[\\d.]+';
inverses.push(
  {
    re: new RegExp(`^RS(${rs}) added by (.+)$`, 's'),
    order: [0, 1],
    hindi: ([amount = '0', by = '']) => notificationTitlesHi.creditAdded(paiseOfShort(amount), by),
  },
  {
    re: new RegExp(`^RS(${rs}) deducted by (.+)$`, 's'),
    order: [0, 1],
    hindi: ([amount = '0', by = '']) => notificationTitlesHi.creditDeducted(paiseOfShort(amount), by),
  },
  {
    re: new RegExp(`^Results are out for (.+) vs (.+): you won RS(${rs})$`, 's'),
    order: [0, 1, 2],
    hindi: ([a = '', b = '', amount = '0']) => notificationTitlesHi.resultWon(a, b, paiseOfShort(amount)),
  },
  {
    re: /^Results are out for (.+) vs (.+): RS([\d,.]+) won, RS([\d,.]+) to you, RS([\d,.]+) to your referrer$/s,
    order: [0, 1, 2, 3, 4],
    hindi: ([a = '', b = '', won = '0', , commission = '0']) =>
      notificationTitlesHi.resultWon(
        a,
        b,
        paiseOfShort(won.replaceAll(',', '')),
        paiseOfShort(commission.replaceAll(',', '')),
      ),
  },
  inverse(notificationTitles.resultNoWin, 2, ([a = '', b = '']) => notificationTitlesHi.resultNoWin(a, b)),
  // Result titles stored before they named the match (issue 38).
  {
    re: new RegExp(`^Results are out: you won RS(${rs})$`),
    order: [0],
    hindi: ([amount = '0']) => `नतीजे आ गए: आपने ${hiRsShort(paiseOfShort(amount))} जीते`,
  },
  {
    re: /^Results are out: RS([\d,.]+) won, RS([\d,.]+) to you, RS([\d,.]+) to your referrer$/,
    order: [0, 1, 2],
    hindi: ([won = '0', , commission = '0']) =>
      `नतीजे आ गए: ${winningsHi(paiseOfShort(won.replaceAll(',', '')), paiseOfShort(commission.replaceAll(',', '')))}`,
  },
  {
    re: new RegExp(`^You earned RS(${rs}) from (.+)'s win$`, 's'),
    order: [0, 1],
    hindi: ([amount = '0', name = '']) => notificationTitlesHi.referral(paiseOfShort(amount), name),
  },
  inverse(notificationTitles.refund, 3, ([a = '', b = '', why = '']) =>
    notificationTitlesHi.refund(a, b, why === 'group deleted' ? 'group deleted' : 'match abandoned'),
  ),
  inverse(notificationTitles.reminder, 3, ([a = '', b = '', at = '']) => notificationTitlesHi.reminder(a, b, at)),
  inverse(notificationTitles.outbid, 1, ([lot = '']) => notificationTitlesHi.outbid(lot)),
  inverse(notificationTitles.postponed, 3, ([a = '', b = '', when = '']) => notificationTitlesHi.postponed(a, b, when)),
  inverse(notificationTitles.invite, 2, ([who = '', club = '']) => notificationTitlesHi.invite(who, club)),
);

// Branches of a text function that name no argument (`1 bet placed successfully`) are static texts.
staticHindi.set(betsPlacedMessage(1), formatsHi.betsPlacedMessage(1));
staticHindi.set(playersSavedMessage(1, 1), formatsHi.playersSavedMessage(1, 1));
for (const [english, hindi] of [
  [rowsHaveErrorsMessage, formatsHi.rowsHaveErrorsMessage],
  [fixturesImportedMessage, formatsHi.fixturesImportedMessage],
  [fixturesReadyMessage, formatsHi.fixturesReadyMessage],
  [membersImportedMessage, formatsHi.membersImportedMessage],
  [membersReadyMessage, formatsHi.membersReadyMessage],
] as const) {
  staticHindi.set(english(1), hindi(1));
}

/**
 * The Hindi of an English text the server or the web produced from messages.ts, or undefined when the text is not
 * one of ours (a zod default, a name): static texts by key, texts with placeholders through their function's pattern.
 */
export function hindiOf(english: string): string | undefined {
  const known = staticHindi.get(english);
  if (known !== undefined) return known;
  for (const { re, order, hindi } of inverses) {
    const match = re.exec(english);
    if (!match) continue;
    const args: string[] = [];
    order.forEach((argIndex, group) => {
      args[argIndex] = match[group + 1] ?? '';
    });
    return hindi(args);
  }
  return undefined;
}
