import type { Page } from 'playwright-core';
import { type Api, TEAM1_PLAYERS, TEAM2_PLAYERS } from './api';
import { field, see } from './browser';
import type { ClubSeason } from './scenario';
import { arrangeScorecardScreens, CSK, CSK_PLAYERS, KKR, KKR_PLAYERS } from './scorecard';
import type { Screen } from './screens';

/**
 * The member journey in Hindi (design-season section 7): the same screens as support/screens.ts, each waiting for a
 * Hindi text (or the data's names) and prepared with Hindi labels. e2e/hindi.spec.ts walks them; `npm run
 * screenshots` captures them at 375 px.
 */
export function hindiPublicScreens(referralCode: string): Screen[] {
  return [
    { name: 'welcome', path: '/', ready: 'Wicket Pools में आपका स्वागत है' },
    { name: 'login', path: '/login', ready: 'देश के कोड के बिना अपना फ़ोन नंबर डालें।' },
    { name: 'register-referral', path: `/register?ref=${referralCode}`, ready: 'ने आपको Wicket Pools पर बुलाया है' },
  ];
}

/** A screen as the Hindi walk opens it: its ready text is Hindi. */
export type HindiScreen = Screen;

export function hindiMemberScreens(season: ClubSeason): HindiScreen[] {
  return [
    { name: 'dashboard', path: '/dashboard', ready: 'India' },
    { name: 'dashboard-live', path: '/dashboard?tab=live', ready: 'England' },
    { name: 'notifications', path: '/dashboard/notifications', ready: 'क्या भेजें' },
    { name: 'play-match', path: `/play-match/${season.matches.upcoming._id}`, ready: 'Australia' },
    {
      name: 'place-bet',
      path: `/place-bet/${season.groups.firstBetter._id}`,
      ready: 'जो कॉम्बिनेशन नहीं चुने गए',
      prepare: async (page) => {
        await field(page, 'कॉम्बिनेशन').fill('27c, 3bd');
        await page
          .getByRole('button', { name: /^चुने गए कॉम्बिनेशन/ })
          .last()
          .click();
      },
    },
    {
      // The slip's own check of a mistyped combination, in Hindi (issue 38: it stayed English).
      name: 'place-bet-mistyped',
      path: `/place-bet/${season.groups.firstBetter._id}`,
      ready: 'जो कॉम्बिनेशन नहीं चुने गए',
      prepare: async (page) => {
        await field(page, 'कॉम्बिनेशन').fill('11A,');
        await see(page, 'कॉम्बिनेशन 11A में ठीक 3 अलग-अलग अक्षर होने चाहिए');
      },
    },
    {
      name: 'place-bet-unnamed',
      path: `/place-bet/${season.groups.liveGroup._id}`,
      ready: 'खिलाड़ियों के नाम अभी घोषित नहीं हुए',
    },
    { name: 'place-bid', path: `/place-bid/${season.groups.bidding._id}`, ready: 'बोली लगाने के लिए किसी लॉट पर टैप करें।' },
    { name: 'view-bets', path: `/view-bets/${season.groups.firstBetter._id}`, ready: '12A' },
    {
      name: 'fantasy-team',
      path: `/fantasy-team/${season.groups.fantasy._id}`,
      ready: 'बचे क्रेडिट',
      prepare: async (page) => {
        await page.getByRole('button', { name: /^Kohli/ }).click();
      },
    },
    {
      name: 'fantasy-leaderboard',
      path: `/fantasy-team/${season.groups.settledFantasy._id}`,
      ready: '#1',
      prepare: async (page) => {
        await page.locator('[data-team-row] button').first().click();
      },
    },
    { name: 'my-bets', path: '/dashboard/my-bets', ready: 'Pakistan' },
    { name: 'wallet-history', path: '/dashboard/wallet-history', ready: 'वॉलेट का हिसाब' },
    // A settled match's groups offer Standings: the whole label fits at 375 px (issue 38: "अंक तालि…").
    { name: 'play-match-settled', path: `/play-match/${season.matches.settled._id}`, ready: 'अंक तालिका' },
    { name: 'match-result', path: `/match-result/${season.matches.settled._id}`, ready: 'पहला' },
    { name: 'match-standings', path: `/match-standings/${season.groups.settledGroup._id}`, ready: 'अंतिम' },
    {
      name: 'match-standings-no-result',
      path: `/match-standings/${season.groups.firstBetter._id}`,
      ready: 'अभी नतीजा नहीं आया',
    },
    { name: 'standings', path: '/dashboard/standings', ready: 'अंक तालिका' },
    { name: 'stats', path: '/dashboard/stats', ready: 'मेरे आँकड़े' },
    { name: 'referral', path: '/dashboard/referral', ready: 'आपका रेफ़रल लिंक' },
    { name: 'change-password', path: '/change-password', ready: 'नया पासवर्ड दोबारा डालें' },
  ];
}

/** The member's scorecard screens (design-season section 2) in Hindi, on a match with a saved scorecard. */
export async function hindiScorecardScreens(api: Api, season: ClubSeason): Promise<HindiScreen[]> {
  const { member } = await arrangeScorecardScreens(api, season);
  const path = (name: string) => member.find((screen) => screen.name === name)?.path ?? '/';
  return [
    { name: 'match-scorecard', path: path('match-scorecard'), ready: 'के अनुसार अंक' },
    { name: 'match-scorecard-empty', path: path('match-scorecard-empty'), ready: 'अभी स्कोरकार्ड नहीं है' },
    {
      name: 'match-scorecard-by-hand',
      path: path('match-scorecard-by-hand'),
      ready: 'इस मैच के स्कोर हाथ से डाले गए थे',
      prepare: (page) => page.getByRole('button', { name: /अंक कैसे मिलते हैं/ }).click(),
    },
  ];
}

/** Presses the header's language button and waits for the page to be in Hindi. */
export async function chooseHindi(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
  await page.locator('html[lang="hi"]').waitFor({ state: 'attached' });
}

/** Signs in through the login screen in Hindi. */
export async function signInHindi(page: Page, phone: string, password: string): Promise<void> {
  await page.goto('/login');
  await see(page, 'देश के कोड के बिना');
  await field(page, 'फ़ोन नंबर').fill(phone);
  await field(page, 'पासवर्ड').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'लॉग इन' }).click();
}

/** What may stay in Latin letters on a Hindi screen: the brand, the season's names (support/scenario.ts). */
export function allowedLatin(season: ClubSeason): Set<string> {
  const names = [
    'Wicket Pools',
    season.club.clubName ?? '',
    'India Australia England South Africa Sri Lanka Bangladesh Pakistan New Zealand',
    `${season.rita.firstName} ${season.rita.lastName} ${season.omar.firstName} ${season.omar.lastName}`,
    ...season.fans.map((fan) => `${fan.firstName} ${fan.lastName}`),
    `${season.club.manager.firstName} ${season.club.manager.lastName}`,
    // The file format, as Hindi speakers say it too.
    'CSV',
    ...TEAM1_PLAYERS,
    ...TEAM2_PLAYERS,
    // The scorecard match (support/scorecard.ts). The default points system's name is shown in Hindi (issue 38).
    CSK,
    KKR,
    ...CSK_PLAYERS,
    ...KKR_PLAYERS,
  ];
  return new Set(names.join(' ').split(/\s+/).filter(Boolean));
}

/** Visible texts of the page, and the aria-label, title and placeholder of visible elements. */
const COLLECT_TEXTS = `(() => {
  const texts = [];
  const visible = (el) => !el.closest('[lang="en"]') && el.checkVisibility({ visibilityProperty: true });
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && parent.tagName !== 'SCRIPT' && parent.tagName !== 'STYLE' && visible(parent)) texts.push(node.textContent || '');
  }
  for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
    if (!visible(el)) continue;
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const value = el.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
})()`;

/**
 * The Latin-script words a screen shows or says (visible text, and the aria-label, title and placeholder of visible
 * elements), outside the allowed names: tokens with a digit (amounts, combinations such as 12A) and player symbols
 * (A to G, alone or as a combination such as ABC) count as numbers; an element marked `lang="en"` (the button naming English) is English.
 */
export async function latinWords(page: Page, allowed: Set<string>): Promise<string[]> {
  // A string expression: it runs in the page, and the Node-side type check has no DOM library.
  const found = (await page.evaluate(COLLECT_TEXTS)) as string[];
  const words = new Set<string>();
  for (const text of found) {
    for (const token of text.split(/[^\p{L}\p{M}\p{N}]+/u)) {
      // Combinations of player symbols (ABC, 12A) are codes, not words.
      if (!/[A-Za-z]/.test(token) || /\d/.test(token) || /^[A-G]{1,3}$/.test(token) || allowed.has(token)) continue;
      words.add(token);
    }
  }
  return [...words].sort();
}

/** The manager's screens in Hindi (issue 38: the points editor, the template status, the member import's help). */
export function hindiManagerScreens(): HindiScreen[] {
  return [
    { name: 'points-system', path: '/manager-dashboard/points-system', ready: 'इकॉनमी बैंड जोड़ें' },
    { name: 'squads', path: '/manager-dashboard/squads', ready: 'ग्रुप टेम्पलेट' },
    {
      name: 'import-members',
      path: '/manager-dashboard/manage-members',
      ready: 'सदस्य इंपोर्ट करें',
      prepare: async (page) => {
        await page.getByRole('button', { name: 'सदस्य इंपोर्ट करें' }).click();
        await see(page, 'पहली पंक्ति कॉलम के नाम बताती है');
      },
    },
  ];
}

/**
 * Labels of visible buttons and links cut short at the screen's width (Mantine ends a button's label with an
 * ellipsis): their text, for a problem list.
 */
export async function clippedLabels(page: Page): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const cut = [];
    for (const label of document.querySelectorAll('.mantine-Button-label')) {
      if (!label.checkVisibility()) continue;
      if (label.scrollWidth > label.clientWidth + 1) cut.push(label.textContent || '');
    }
    return cut;
  })()`)) as string[];
}
