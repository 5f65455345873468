/**
 * The look-up from a produced English text to its Hindi (design-season section 7): static texts by their catalog key,
 * texts with placeholders through the catalog function that made them (the function's pattern recovers its arguments,
 * the Hindi function of the same key is called with them). The catalogs themselves are messages.ts and messages.hi.ts.
 */
import {
  abandonRefundDescription,
  adminShareDescription,
  appearsTwiceMessage,
  betsPlacedMessage,
  bidDebitDescription,
  bidHeldMessage,
  bidPlacedMessage,
  combinationLengthMessage,
  combinationTakenMessage,
  creditAddedDescription,
  creditDeductedDescription,
  csvLineErrorMessage,
  csvReasons,
  fallbackMessages,
  fieldCountMessage,
  fileNotFoundMessage,
  fixtureColumnsFoundMessage,
  fixturesImportedMessage,
  fixturesReadyMessage,
  groupDeleteRefundDescription,
  invalidLimitMessage,
  invitationAcceptedMessage,
  invitationSentMessage,
  managerShareDescription,
  membersImportedMessage,
  membersReadyMessage,
  messages,
  mostTeamsMessage,
  notificationTitles,
  outbidCreditDescription,
  ownDuplicateMessage,
  pickExactlyMessage,
  playerListedTwiceMessage,
  playersSavedMessage,
  referralCommissionDescription,
  referralEarnMessage,
  routeNotFoundMessage,
  rowsHaveErrorsMessage,
  teamEntryDescription,
  teamOverBudgetMessage,
  winningsManyDescription,
  winningsOneDescription,
} from './messages';
import {
  csvReasonsHi,
  fallbackMessagesHi,
  formatsHi,
  hiRsShort,
  messagesHi,
  notificationTitlesHi,
  referralEarnMessageHi,
} from './messages.hi';
import { REFERRAL_COMMISSION_TEXT } from './prize-split';

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
  inverse(pickExactlyMessage, 1, ([n]) => formatsHi.pickExactlyMessage(Number(n))),
  inverse(mostTeamsMessage, 1, ([k]) => formatsHi.mostTeamsMessage(Number(k))),
  inverse(teamOverBudgetMessage, 2, ([cost = '', budget = '']) => formatsHi.teamOverBudgetMessage(cost, budget)),
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
  'Fantasy Team': 'फ़ैंटेसी टीम',
};
const placesHi: Record<string, string> = { '1st': 'पहला', '2nd': 'दूसरा', '3rd': 'तीसरा' };
const winLabelsHi = (labels: string) => labels.replace(/\b(1st|2nd|3rd)\b/g, (place) => placesHi[place] ?? place);

// Wallet history: the ledger's descriptions (design section 6), same names and amounts, in Hindi.
inverses.push(
  inverse(abandonRefundDescription, 2, ([a = '', b = '']) => `वापसी: ${a} बनाम ${b} रद्द`),
  inverse(groupDeleteRefundDescription, 2, ([a = '', b = '']) => `वापसी: ग्रुप हटाया गया (${a} बनाम ${b})`),
  inverse(teamEntryDescription, 2, ([a = '', b = '']) => `प्रवेश शुल्क: ${a} बनाम ${b}`),
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
      `नतीजे आ गए: ${formatsHi.winningsMessage(paiseOfShort(won.replaceAll(',', '')), paiseOfShort(commission.replaceAll(',', '')))}`,
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
