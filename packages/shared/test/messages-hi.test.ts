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
      pickExactlyMessage: [5],
      teamOverBudgetMessage: ['44', '43.5'],
      mostTeamsMessage: [2],
      combinationLengthMessage: ['AB'],
      combinationTakenMessage: ['A1B'],
      ownDuplicateMessage: ['A1B'],
      bidHeldMessage: ['Virat Kohli'],
      bidTooLowMessage: [2050n, 'Virat Kohli'],
      bidPlacedMessage: ['Virat Kohli'],
      creditsApprovedFigures: ['P-100', 'W-90', 'H-10'],
      groupDeletedRefunds: [3, 'R-30'],
      betsPlacedMessage: [3],
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

  it('finds the Hindi of every text function of messages.ts through its key, each value kept (texts by key)', () => {
    // Every text function of the catalog: what the server answers, stores in the ledger or in a notification, and
    // what the web composes. A new function without its Hindi in hindi-of.ts fails here; each branch is a sample.
    const texts: Record<string, unknown[][]> = {
      abandonRefundDescription: [['India', 'Australia']],
      adminShareDescription: [['India', 'Australia']],
      appearsTwiceMessage: [['9100000001']],
      betPlacedDescription: [['India', 'Australia', 'Multi Betters', '12A, 13B']],
      betsPlacedMessage: [[1], [4]],
      bidDebitDescription: [['12A', 'India', 'Australia']],
      bidHeldMessage: [['Virat Kohli']],
      bidPlacedMessage: [['Virat Kohli']],
      bidTooLowMessage: [[12050n, 'Virat Kohli']],
      combinationLengthMessage: [['AB']],
      combinationTakenMessage: [['A1B']],
      creditAddedDescription: [['Manny Manager']],
      creditDeductedDescription: [['Manny Manager']],
      creditsApprovedFigures: [['RS 100.00', 'RS 90.00', 'RS 10.00']],
      csvLineErrorMessage: [[4, english.csvReasons.quoteNotClosed]],
      fieldCountMessage: [[5, 3]],
      fileNotFoundMessage: [['/assets/x.js']],
      fixtureColumnsFoundMessage: [['Match, When']],
      fixturesImportedMessage: [[1], [7]],
      fixturesReadyMessage: [[1], [7]],
      groupDeleteRefundDescription: [['India', 'Australia']],
      groupDeletedRefunds: [
        [0, ''],
        [1, 'RS 10.00'],
        [3, 'RS 30.00'],
      ],
      insufficientCreditsMessage: [[2050n, 1000n]],
      invalidLimitMessage: [[100]],
      invitationAcceptedMessage: [['Kings (XI) Club']],
      invitationSentMessage: [['Asha']],
      managerShareDescription: [['India', 'Australia']],
      membersImportedMessage: [[1], [12]],
      membersReadyMessage: [[1], [12]],
      outbidCreditDescription: [['12A', 'India', 'Australia']],
      ownDuplicateMessage: [['A1B']],
      playerListedTwiceMessage: [['Virat Kohli']],
      playersSavedMessage: [
        [1, 1],
        [3, 14],
      ],
      referralCommissionDescription: [['India', 'Australia']],
      routeNotFoundMessage: [['DELETE', '/api/x y']],
      rowsHaveErrorsMessage: [[1], [4]],
      welcomeTitle: [['Kings Club', 'Asha']],
      mostTeamsMessage: [[2]],
      pickExactlyMessage: [[5]],
      teamEntryDescription: [['India', 'Australia']],
      teamOverBudgetMessage: [['44', '43.5']],
      winningsManyDescription: [['India', 'Australia', 2, '123 1st, 4AB 2nd']],
      winningsMessage: [
        [6300n, 0n],
        [6300n, 315n],
      ],
      winningsOneDescription: [['India', 'Australia', '12A', '1st']],
    };
    // Sent to a phone's WhatsApp in English, the language of the link's page before sign-in: no Hindi by design.
    const englishOnly = ['inviteWhatsAppText', 'welcomeWhatsAppText'];
    const functions = Object.entries(english).filter(([, value]) => typeof value === 'function') as [
      string,
      (...args: unknown[]) => string,
    ][];
    expect(functions.map(([name]) => name).sort()).toEqual([...Object.keys(texts), ...englishOnly].sort());
    const catalogs = [
      ...Object.entries(english.notificationTitles).map(([key, fn]) => [`notificationTitles.${key}`, fn] as const),
      ...Object.entries(english.legacyResultTitles).map(([key, fn]) => [`legacyResultTitles.${key}`, fn] as const),
    ];
    const catalogSamples: Record<string, unknown[][]> = {
      'notificationTitles.creditAdded': [[2000n, 'Manny']],
      'notificationTitles.creditDeducted': [[2050n, 'Manny']],
      'notificationTitles.refund': [
        ['India', 'Australia', 'group deleted'],
        ['India', 'Australia', 'match abandoned'],
      ],
      'notificationTitles.resultWon': [
        ['India', 'Sri Lanka', 6300n],
        ['India', 'Sri Lanka', 123456789n, 315n],
      ],
      'notificationTitles.resultNoWin': [['India', 'Sri Lanka']],
      'notificationTitles.referral': [[315n, 'Asha']],
      'notificationTitles.reminder': [['India', 'Australia', '19:30']],
      'notificationTitles.outbid': [['Rohit, Gill, Warner']],
      'notificationTitles.postponed': [['India', 'Australia', '28 Nov, 19:30']],
      'notificationTitles.invite': [['Manny Manager', 'Kings Club']],
      'legacyResultTitles.won': [[12000n], [6300n, 315n]],
      'legacyResultTitles.noWin': [[]],
    };
    expect(catalogs.map(([name]) => name).sort()).toEqual(Object.keys(catalogSamples).sort());
    const all = [...functions, ...catalogs].filter(([name]) => !englishOnly.includes(name));
    for (const [name, text] of all) {
      for (const args of texts[name] ?? catalogSamples[name] ?? []) {
        const en = typeof text === 'function' ? (text as (...a: unknown[]) => string)(...args) : (text as string);
        const hindi = hindiOf(en);
        expect(hindi, `${name}(${args.join(', ')}): ${en}`).toMatch(/[\u0900-\u097F]/);
        for (const arg of args.filter(
          (a) => typeof a === 'string' && !/\b(1st|2nd|3rd)\b|^(group deleted|match abandoned|Multi Betters)$/.test(a),
        )) {
          if (english.csvReasons.quoteNotClosed !== arg) expect(hindi, `${name} keeps ${String(arg)}`).toContain(arg);
        }
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
