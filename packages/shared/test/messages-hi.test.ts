import { describe, expect, it } from 'vitest';
import { hindiOf } from '../src/hindi-of';
import * as english from '../src/messages';
import {
  csvReasonsHi,
  fallbackMessagesHi,
  formatsHi,
  hiRsShort,
  messagesHi,
  notificationTitlesHi,
} from '../src/messages.hi';

/** The parts of a text that must survive translation: numbers, ASCII names such as `Idempotency-Key`, quotes. */
const keptTokens = (text: string) =>
  [
    ...text.matchAll(
      /\d+(?:\.\d+)?(?!\d|st|nd|rd|th)|YYYY-MM-DD|ISO 8601|Idempotency-Key|\b(?:team1|team2|dateTime|ids|dryRun)\b/g,
    ),
  ].map((m) => m[0]);

const LATIN_WORD = /[A-Za-z]{2,}/;

describe('the Hindi of the server texts', () => {
  for (const [name, en, hi] of [
    ['messages', english.messages, messagesHi],
    ['fallbackMessages', english.fallbackMessages, fallbackMessagesHi],
    ['csvReasons', english.csvReasons, csvReasonsHi],
  ] as const) {
    it(`${name}: every key has a Hindi text in Devanagari that keeps the English one's numbers and names`, () => {
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        const hindi = (hi as Record<string, string | undefined>)[key];
        expect(hindi, `${name}.${key}`).toMatch(/[\u0900-\u097F]/);
        for (const token of keptTokens(en[key] as string)) {
          expect(hindi, `${name}.${key} keeps ${token}`).toContain(token);
        }
      }
    });
  }

  it('has a Hindi function for every English text function, and each fills every placeholder', () => {
    const samples: Record<keyof typeof formatsHi, unknown[]> = {
      invalidLimitMessage: [100],
      combinationLengthMessage: ['AB'],
      combinationTakenMessage: ['A1B'],
      ownDuplicateMessage: ['A1B'],
      bidHeldMessage: ['Virat Kohli'],
      bidTooLowMessage: [2050n, 'Virat Kohli'],
      bidPlacedMessage: ['Virat Kohli'],
      creditsApprovedFigures: ['P-100', 'W-90', 'H-10'],
      groupDeletedRefunds: [3, 'R-30'],
      betsPlacedMessage: [3],
      pickExactlyMessage: [5],
      teamOverBudgetMessage: ['44', '43.5'],
      mostTeamsMessage: [2],
      insufficientCreditsMessage: [2000n, 1500n],
      invitationSentMessage: ['Asha'],
      invitationAcceptedMessage: ['Kings Club'],
      playersSavedMessage: [3, 14],
      winningsMessage: [6300n, 315n],
      playerListedTwiceMessage: ['Virat Kohli'],
      rowsHaveErrorsMessage: [4],
      fixturesImportedMessage: [7],
      fixturesReadyMessage: [7],
      fixtureColumnsFoundMessage: ['Match, When'],
      csvLineErrorMessage: [4, 'why'],
      fieldCountMessage: [5, 3],
      appearsTwiceMessage: ['9100000001'],
      membersImportedMessage: [12],
      membersReadyMessage: [12],
      welcomeTitle: ['Kings Club', 'Asha'],
      routeNotFoundMessage: ['GET', '/api/nope'],
      fileNotFoundMessage: ['/assets/x.js'],
    };
    for (const key of Object.keys(samples) as (keyof typeof formatsHi)[]) {
      const en = (english as unknown as Record<string, (...a: unknown[]) => string>)[key];
      expect(en, key).toBeTypeOf('function');
      const args = samples[key];
      const hi = (formatsHi[key] as (...a: unknown[]) => string)(...args);
      expect(hi, key).toMatch(/[\u0900-\u097F]/);
      for (const arg of args) {
        const shown = typeof arg === 'bigint' ? hiRsShort(arg).replace(/\.\d+$/, '') : String(arg);
        if (typeof arg === 'bigint') expect(hi, `${key} shows ${arg} paise`).toContain(shown.slice(0, 2));
        else expect(hi, `${key} shows ${shown}`).toContain(shown);
      }
    }
  });

  it('says one thing in the singular, in English and in Hindi (issue 38: "1 rows", "1 दांव लग गए")', () => {
    expect(english.betsPlacedMessage(1)).toBe('1 bet placed successfully');
    expect(formatsHi.betsPlacedMessage(1)).toBe('1 दांव लग गया');
    expect(formatsHi.betsPlacedMessage(3)).toBe('3 दांव लग गए');
    expect(english.rowsHaveErrorsMessage(1)).toBe('1 row has errors. Nothing was imported.');
    expect(english.rowsHaveErrorsMessage(2)).toBe('2 rows have errors. Nothing was imported.');
    expect(english.fixturesImportedMessage(1)).toBe('1 match imported');
    expect(english.fixturesReadyMessage(1)).toBe('1 match ready to import');
    expect(english.membersImportedMessage(1)).toBe('1 member imported');
    expect(english.membersReadyMessage(1)).toBe('1 member ready to import');
    for (const text of [
      english.betsPlacedMessage,
      english.rowsHaveErrorsMessage,
      english.fixturesImportedMessage,
      english.fixturesReadyMessage,
      english.membersImportedMessage,
      english.membersReadyMessage,
    ]) {
      for (const n of [1, 5]) expect(hindiOf(text(n)), text(n)).toMatch(/[\u0900-\u097F]/);
    }
    expect(hindiOf(english.rowsHaveErrorsMessage(1))).toBe('1 पंक्ति में ग़लती है। कुछ भी इंपोर्ट नहीं हुआ।');
    expect(hindiOf(english.fixtureColumnsFoundMessage('Match, When'))).toContain('इसके कॉलम हैं: Match, When');
  });

  it('writes notification titles in Hindi with every name and amount', () => {
    expect(notificationTitlesHi.creditAdded(2000n, 'Ravi')).toBe('Ravi ने ₹20 जोड़े');
    expect(notificationTitlesHi.refund('India', 'Australia', 'match abandoned')).toContain('India बनाम Australia');
    expect(notificationTitlesHi.resultWon('India', 'Australia', 6300n, 315n)).toContain('₹59.85');
    // Issue 38: a result title names its match, in Hindi too.
    expect(notificationTitlesHi.resultWon('India', 'Australia', 6300n)).toContain('India बनाम Australia');
    expect(notificationTitlesHi.resultNoWin('India', 'Australia')).toContain('India बनाम Australia');
    expect(Object.keys(notificationTitlesHi).sort()).toEqual(Object.keys(english.notificationTitles).sort());
  });

  it('turns a produced English text into the Hindi of its key, with the same placeholders', () => {
    expect(hindiOf(english.messages.matchNotFound)).toBe(messagesHi.matchNotFound);
    expect(hindiOf(english.fallbackMessages.placeBets)).toBe(fallbackMessagesHi.placeBets);
    expect(hindiOf(english.combinationTakenMessage('K1Z'))).toBe(formatsHi.combinationTakenMessage('K1Z'));
    expect(hindiOf(english.betsPlacedMessage(1))).toBe(formatsHi.betsPlacedMessage(1));
    expect(hindiOf(english.messages.invalidValue)).toBe(messagesHi.invalidValue);
    expect(hindiOf(english.routeNotFoundMessage('DELETE', '/api/x y'))).toBe('रूट DELETE /api/x y नहीं मिला');
    expect(hindiOf(english.betsPlacedMessage(4))).toBe(formatsHi.betsPlacedMessage(4));
    expect(hindiOf(english.insufficientCreditsMessage(2050n, 1000n))).toBe(
      'क्रेडिट कम हैं। आपको ₹20.5 चाहिए पर आपके पास सिर्फ़ ₹10 हैं',
    );
    expect(hindiOf(english.bidTooLowMessage(12000n, 'Rohit Sharma'))).toBe(
      formatsHi.bidTooLowMessage(12000n, 'Rohit Sharma'),
    );
    expect(hindiOf(english.playersSavedMessage(3, 14))).toBe(formatsHi.playersSavedMessage(3, 14));
    expect(hindiOf(english.playersSavedMessage(14, 14))).toBe(formatsHi.playersSavedMessage(14, 14));
    expect(hindiOf(english.csvLineErrorMessage(4, english.csvReasons.quoteNotClosed))).toBe(
      `लाइन 4: ${csvReasonsHi.quoteNotClosed}`,
    );
    expect(hindiOf(english.invitationAcceptedMessage('Kings (XI) Club'))).toBe('Kings (XI) Club में आपका स्वागत है');
    expect(hindiOf('Expected string, received number')).toBeUndefined();
  });

  it('writes the ledger descriptions of the wallet history in Hindi, names and combinations as they are', () => {
    expect(hindiOf(english.abandonRefundDescription('India', 'Australia'))).toBe('वापसी: India बनाम Australia रद्द');
    expect(hindiOf(english.bidDebitDescription('Rohit', 'India', 'Australia'))).toBe(
      'Rohit पर बोली: India बनाम Australia',
    );
    expect(hindiOf('Credit added by Manny Manager')).toBe('Manny Manager ने क्रेडिट जोड़ा');
    expect(hindiOf('Bet on India vs Australia (First Better): 12A, 13B')).toBe(
      'India बनाम Australia (फ़र्स्ट बेटर) पर दांव: 12A, 13B',
    );
    expect(hindiOf('Winnings: India vs Australia, 2 winning bets: 123 1st, 4AB 2nd')).toBe(
      'जीत: India बनाम Australia, 2 जीते दांव: 123 पहला, 4AB दूसरा',
    );
  });

  it('finds the Hindi of every ledger text the server writes through its catalog function (texts by key)', () => {
    // Every `...Description` function of messages.ts is a text the server stores in the ledger: each must come back
    // in Hindi, with its names and combinations as they are. A new one without its Hindi fails here.
    const samples: Record<string, string[]> = {
      abandonRefundDescription: ['India', 'Australia'],
      groupDeleteRefundDescription: ['India', 'Australia'],
      bidDebitDescription: ['12A', 'India', 'Australia'],
      outbidCreditDescription: ['12A', 'India', 'Australia'],
      creditAddedDescription: ['Manny Manager'],
      creditDeductedDescription: ['Manny Manager'],
      winningsOneDescription: ['India', 'Australia', '12A', '1st'],
      winningsManyDescription: ['India', 'Australia', '2', '123 1st, 4AB 2nd'],
      referralCommissionDescription: ['India', 'Australia'],
      adminShareDescription: ['India', 'Australia'],
      managerShareDescription: ['India', 'Australia'],
      teamEntryDescription: ['India', 'Australia'],
    };
    const functions = Object.entries(english).filter(
      ([name, value]) => name.endsWith('Description') && typeof value === 'function',
    ) as [string, (...args: string[]) => string][];
    expect(functions.map(([name]) => name).sort()).toEqual(Object.keys(samples).sort());
    for (const [name, describe] of functions) {
      const args = samples[name] ?? [];
      const hindi = hindiOf(describe(...args));
      expect(hindi, name).toMatch(/[\u0900-\u097F]/);
      for (const arg of args.filter((a) => !/^(1st|2nd|3rd)$/.test(a) && !a.includes(' 1st'))) {
        expect(hindi, `${name} keeps ${arg}`).toContain(arg);
      }
    }
  });

  it('writes stored notification titles in Hindi, amounts and names filled the same way', () => {
    const titles = english.notificationTitles;
    expect(hindiOf(titles.creditAdded(2000n, 'Manny'))).toBe(notificationTitlesHi.creditAdded(2000n, 'Manny'));
    expect(hindiOf(titles.resultWon('India', 'Sri Lanka', 6300n))).toBe(
      notificationTitlesHi.resultWon('India', 'Sri Lanka', 6300n),
    );
    expect(hindiOf(titles.resultWon('India', 'Sri Lanka', 6300n, 315n))).toBe(
      notificationTitlesHi.resultWon('India', 'Sri Lanka', 6300n, 315n),
    );
    expect(hindiOf(titles.referral(315n, 'Asha'))).toBe(notificationTitlesHi.referral(315n, 'Asha'));
    expect(hindiOf(titles.refund('India', 'Australia', 'group deleted'))).toBe(
      notificationTitlesHi.refund('India', 'Australia', 'group deleted'),
    );
    expect(hindiOf(titles.outbid('Rohit, Gill, Warner'))).toBe(notificationTitlesHi.outbid('Rohit, Gill, Warner'));
    expect(hindiOf(titles.resultNoWin('India', 'Sri Lanka'))).toBe(
      notificationTitlesHi.resultNoWin('India', 'Sri Lanka'),
    );
    // Titles stored before they named the match still read in Hindi.
    expect(hindiOf('Results are out: no win this time')).toBe('नतीजे आ गए: इस बार जीत नहीं हुई');
    expect(hindiOf('Results are out: you won RS120')).toBe('नतीजे आ गए: आपने ₹120 जीते');
  });

  it('leaves no English word in a Hindi text except the API field names it explains', () => {
    const allowed =
      /^(?:Idempotency|Key|YYYY|MM|DD|ISO|ids|team1|team2|dateTime|date|time|status|venue|Home|Away|Team|Date|Time|Venue|createGroups|dryRun|sendInvites|true|false|firstName|lastName|phoneNumber|CSV|KB|JSON|content|type|application|json|Content|Length)$/;
    for (const text of [...Object.values(messagesHi), ...Object.values(fallbackMessagesHi)]) {
      for (const word of text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []) {
        if (LATIN_WORD.test(word)) expect(word, text).toMatch(allowed);
      }
    }
  });
});
