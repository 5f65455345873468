/**
 * The look-up from a produced English text to its Hindi (design-season section 7): static texts by their catalog key,
 * texts with placeholders through the catalog function that made them (the function's pattern recovers its arguments,
 * the Hindi function of the same key is called with them). The catalogs themselves are messages.ts and messages.hi.ts.
 */
import {
  abandonRefundDescription,
  adminShareDescription,
  appearsTwiceMessage,
  betPlacedDescription,
  betsPlacedMessage,
  bidDebitDescription,
  bidHeldMessage,
  bidPlacedMessage,
  bidTooLowMessage,
  combinationLengthMessage,
  combinationTakenMessage,
  creditAddedDescription,
  creditDeductedDescription,
  creditsApprovedFigures,
  csvLineErrorMessage,
  csvReasons,
  fallbackMessages,
  fieldCountMessage,
  fileNotFoundMessage,
  fixtureColumnsFoundMessage,
  fixturesImportedMessage,
  fixturesReadyMessage,
  groupDeletedRefunds,
  groupDeleteRefundDescription,
  insufficientCreditsMessage,
  invalidLimitMessage,
  invitationAcceptedMessage,
  invitationSentMessage,
  legacyResultTitles,
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
  welcomeTitle,
  winningsManyDescription,
  winningsMessage,
  winningsOneDescription,
} from './messages';
import {
  csvReasonsHi,
  fallbackMessagesHi,
  formatsHi,
  legacyResultTitlesHi,
  messagesHi,
  notificationTitlesHi,
  referralEarnMessageHi,
} from './messages.hi';
import { formatRsFixed, formatRsShort } from './money';
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
staticHindi.set(legacyResultTitles.noWin, legacyResultTitlesHi.noWin);
staticHindi.set(referralEarnMessage, referralEarnMessageHi);

/** What a placeholder holds: a name or other text, a count, or an amount in paise (written `RS20.5` or `RS63.00`). */
type Slot = 'text' | 'number' | 'paise';
type ValueOf<S extends Slot> = S extends 'paise' ? bigint : S extends 'number' ? number : string;
type Values<S extends readonly Slot[]> = { -readonly [K in keyof S]: ValueOf<S[K]> };
type Inverse = { re: RegExp; slots: readonly Slot[]; order: number[]; hindi: (...values: unknown[]) => string };

const marker = (i: number) => `⦃${i}⦄`;
/** An amount no real text holds, distinct per placeholder, with paise so both money formats show them. */
const sentinelPaise = (i: number) => 9_876_543_210_123n + BigInt(i) * 1_000_000n;
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MONEY = String.raw`RS-?[\d,]+(?:\.\d+)?`;
const paiseOf = (text: string) => BigInt(Math.round(Number(text.replace(/^RS/, '').replaceAll(',', '')) * 100));

/**
 * The English function called with a marker per placeholder gives its pattern: the text with each placeholder a
 * group. Matching an English answer against it recovers the values, and the Hindi function of the same key is called
 * with them, so a placeholder is filled exactly as in English. Amounts go in as sentinels and come back as paise; an
 * amount the function works out from others (`RS59.85 to you`) matches any amount.
 */
function inverse<const S extends readonly Slot[]>(
  slots: S,
  english: (...values: Values<S>) => string,
  hindi: (...values: Values<S>) => string,
): Inverse {
  const samples = slots.map((slot, i) => (slot === 'paise' ? sentinelPaise(i) : marker(i)));
  let source = escapeRe((english as (...values: unknown[]) => string)(...samples));
  const groups: { at: number; slot: number }[] = [];
  slots.forEach((slot, i) => {
    const shown = slot === 'paise' ? [formatRsFixed(sentinelPaise(i)), formatRsShort(sentinelPaise(i))] : [marker(i)];
    for (const text of shown.map(escapeRe)) {
      const at = source.indexOf(text);
      if (at < 0) continue;
      groups.push({ at, slot: i });
      source = source.replace(text, slot === 'paise' ? `(${MONEY})` : slot === 'number' ? '(-?\\d+)' : '(.+?)');
      break;
    }
  });
  source = source.replace(new RegExp(escapeRe('RS') + String.raw`-?[\d,]+(?:\\\.\d+)?`, 'g'), MONEY);
  const order = groups.sort((a, b) => a.at - b.at).map((group) => group.slot);
  return { re: new RegExp(`^${source}$`, 's'), slots, order, hindi: hindi as (...values: unknown[]) => string };
}

/** The value of a placeholder as its Hindi function takes it. */
function placeholderValue(slot: Slot, text: string): string | number | bigint {
  return slot === 'paise' ? paiseOf(text) : slot === 'number' ? Number(text) : text;
}
/** Bet types and places as the ledger's texts name them (written by the server, stored in English). */
const betTypesHi: Record<string, string> = {
  'First Better': 'फ़र्स्ट बेटर',
  'Multi Betters': 'मल्टी बेटर्स',
  'Bidding Method': 'बोली वाला',
  'Fantasy Team': 'फ़ैंटेसी टीम',
};
const placesHi: Record<string, string> = { '1st': 'पहला', '2nd': 'दूसरा', '3rd': 'तीसरा' };
const winLabelsHi = (labels: string) => labels.replace(/\b(1st|2nd|3rd)\b/g, (place) => placesHi[place] ?? place);
const titles = notificationTitles;
const titlesHi = notificationTitlesHi;

const inverses: Inverse[] = [
  // Answers of the API (messages.ts's text functions) and the web's own.
  inverse(['text'], combinationLengthMessage, formatsHi.combinationLengthMessage),
  inverse(['text', 'text'], routeNotFoundMessage, formatsHi.routeNotFoundMessage),
  inverse(['text'], fileNotFoundMessage, formatsHi.fileNotFoundMessage),
  inverse(['text'], combinationTakenMessage, formatsHi.combinationTakenMessage),
  inverse(['text'], ownDuplicateMessage, formatsHi.ownDuplicateMessage),
  inverse(['text'], bidHeldMessage, formatsHi.bidHeldMessage),
  inverse(['text'], bidPlacedMessage, formatsHi.bidPlacedMessage),
  inverse(['paise', 'text'], bidTooLowMessage, formatsHi.bidTooLowMessage),
  inverse(
    ['paise', 'paise'],
    (need, have) => insufficientCreditsMessage(need, have),
    (need, have) => formatsHi.insufficientCreditsMessage(need, have),
  ),
  inverse(['text'], invitationSentMessage, formatsHi.invitationSentMessage),
  inverse(['text'], invitationAcceptedMessage, formatsHi.invitationAcceptedMessage),
  inverse(['text'], playerListedTwiceMessage, formatsHi.playerListedTwiceMessage),
  inverse(['text'], appearsTwiceMessage, formatsHi.appearsTwiceMessage),
  inverse(['number'], invalidLimitMessage, formatsHi.invalidLimitMessage),
  inverse(['number'], betsPlacedMessage, formatsHi.betsPlacedMessage),
  inverse(['number'], pickExactlyMessage, formatsHi.pickExactlyMessage),
  inverse(['number'], mostTeamsMessage, formatsHi.mostTeamsMessage),
  inverse(['text', 'text'], teamOverBudgetMessage, formatsHi.teamOverBudgetMessage),
  inverse(['number'], rowsHaveErrorsMessage, formatsHi.rowsHaveErrorsMessage),
  inverse(['number'], fixturesImportedMessage, formatsHi.fixturesImportedMessage),
  inverse(['number'], fixturesReadyMessage, formatsHi.fixturesReadyMessage),
  inverse(['text'], fixtureColumnsFoundMessage, formatsHi.fixtureColumnsFoundMessage),
  inverse(['number'], membersImportedMessage, formatsHi.membersImportedMessage),
  inverse(['number'], membersReadyMessage, formatsHi.membersReadyMessage),
  inverse(['number', 'number'], fieldCountMessage, formatsHi.fieldCountMessage),
  inverse(['number', 'number'], playersSavedMessage, formatsHi.playersSavedMessage),
  inverse(['text', 'text'], welcomeTitle, formatsHi.welcomeTitle),
  inverse(['text', 'text', 'text'], creditsApprovedFigures, formatsHi.creditsApprovedFigures),
  inverse(['number', 'text'], groupDeletedRefunds, formatsHi.groupDeletedRefunds),
  inverse(
    ['text'],
    (amount) => groupDeletedRefunds(1, amount),
    (amount) => formatsHi.groupDeletedRefunds(1, amount),
  ),
  inverse(['paise', 'paise'], winningsMessage, formatsHi.winningsMessage),
  inverse(
    ['paise'],
    (won) => winningsMessage(won, 0n),
    (won) => formatsHi.winningsMessage(won, 0n),
  ),
  inverse(['number', 'text'], csvLineErrorMessage, (line, reason) =>
    formatsHi.csvLineErrorMessage(line, hindiOf(reason) ?? reason),
  ),

  // Wallet history: the ledger's descriptions (design section 6), same names and amounts, in Hindi.
  inverse(['text', 'text'], abandonRefundDescription, (a, b) => `वापसी: ${a} बनाम ${b} रद्द`),
  inverse(['text', 'text'], groupDeleteRefundDescription, (a, b) => `वापसी: ग्रुप हटाया गया (${a} बनाम ${b})`),
  inverse(['text', 'text', 'text'], bidDebitDescription, (x, a, b) => `${x} पर बोली: ${a} बनाम ${b}`),
  inverse(['text', 'text', 'text'], outbidCreditDescription, (x, a, b) => `${x} पर ऊँची बोली लगी: ${a} बनाम ${b}`),
  inverse(['text', 'text'], teamEntryDescription, (a, b) => `प्रवेश शुल्क: ${a} बनाम ${b}`),
  inverse(['text'], creditAddedDescription, (by) => `${by} ने क्रेडिट जोड़ा`),
  inverse(['text'], creditDeductedDescription, (by) => `${by} ने क्रेडिट काटा`),
  inverse(
    ['text', 'text', 'text', 'text'],
    betPlacedDescription,
    (a, b, type, combinations) => `${a} बनाम ${b} (${betTypesHi[type] ?? type}) पर दांव: ${combinations}`,
  ),
  inverse(
    ['text', 'text', 'text', 'text'],
    winningsOneDescription,
    (a, b, combination, place) => `जीत: ${a} बनाम ${b}, ${combination} ${placesHi[place] ?? place} स्थान`,
  ),
  inverse(
    ['text', 'text', 'number', 'text'],
    winningsManyDescription,
    (a, b, n, labels) => `जीत: ${a} बनाम ${b}, ${n} जीते दांव: ${winLabelsHi(labels)}`,
  ),
  inverse(['text', 'text'], adminShareDescription, (a, b) => `एडमिन का हिस्सा: ${a} बनाम ${b}`),
  inverse(['text', 'text'], managerShareDescription, (a, b) => `मैनेजर का हिस्सा: ${a} बनाम ${b}`),
  inverse(
    ['text', 'text'],
    referralCommissionDescription,
    (a, b) => `रेफ़रल कमीशन: ${a} बनाम ${b} पर बुलाए गए सदस्यों की जीत का ${REFERRAL_COMMISSION_TEXT}`,
  ),

  // Notification titles (design-match-day section 4), as stored: the web shows them in Hindi by the same keys.
  inverse(['paise', 'text'], titles.creditAdded, titlesHi.creditAdded),
  inverse(['paise', 'text'], titles.creditDeducted, titlesHi.creditDeducted),
  inverse(['text', 'text', 'paise'], titles.resultWon, titlesHi.resultWon),
  inverse(['text', 'text', 'paise', 'paise'], titles.resultWon, titlesHi.resultWon),
  inverse(['text', 'text'], titles.resultNoWin, titlesHi.resultNoWin),
  inverse(['paise', 'text'], titles.referral, titlesHi.referral),
  inverse(
    ['text', 'text', 'text'],
    (a, b, why) => titles.refund(a, b, why as 'group deleted'),
    (a, b, why) => titlesHi.refund(a, b, why === 'group deleted' ? 'group deleted' : 'match abandoned'),
  ),
  inverse(['text', 'text', 'text'], titles.reminder, titlesHi.reminder),
  inverse(['text'], titles.outbid, titlesHi.outbid),
  inverse(['text', 'text', 'text'], titles.postponed, titlesHi.postponed),
  inverse(['text', 'text'], titles.invite, titlesHi.invite),
  // Result titles stored before they named the match (issue 38).
  inverse(['paise'], legacyResultTitles.won, legacyResultTitlesHi.won),
  inverse(['paise', 'paise'], legacyResultTitles.won, legacyResultTitlesHi.won),
];

// Branches of a text function that name no argument (`1 bet placed successfully`) are static texts.
staticHindi.set(betsPlacedMessage(1), formatsHi.betsPlacedMessage(1));
staticHindi.set(playersSavedMessage(1, 1), formatsHi.playersSavedMessage(1, 1));
staticHindi.set(groupDeletedRefunds(0, ''), formatsHi.groupDeletedRefunds(0, ''));
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
  for (const { re, slots, order, hindi } of inverses) {
    const match = re.exec(english);
    if (!match) continue;
    const values: (string | number | bigint)[] = [];
    order.forEach((slot, group) => {
      values[slot] = placeholderValue(slots[slot] ?? 'text', match[group + 1] ?? '');
    });
    return hindi(...values);
  }
  return undefined;
}
