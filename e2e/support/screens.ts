import { messages } from '@wicket/shared/messages';
import type { Page } from 'playwright-core';
import { field } from './browser';
import type { ClubSeason } from './scenario';

/**
 * Every screen a visitor and a member can open, on the data of a club season (support/scenario.ts): a path, a text
 * that shows once the screen has its data, and optionally what to do first (fill a form to show its errors).
 * `npm run screenshots` captures them and e2e/a11y.spec.ts runs axe-core over them; the manager and admin screens
 * are in support/staff-shots.ts. A new screen adds its row here (or there) and is checked from then on.
 */
export type Screen = { name: string; path: string; ready: string | RegExp; prepare?: (page: Page) => Promise<void> };

export function publicScreens(referralCode: string, welcomeToken?: string): Screen[] {
  return [
    { name: 'welcome', path: '/', ready: 'Welcome to Wicket Pools' },
    { name: 'login', path: '/login', ready: 'Use your phone number' },
    { name: 'register-referral', path: `/register?ref=${referralCode}`, ready: 'referred you' },
    // An imported member's welcome link (design-season section 6), with the mismatch error shown.
    ...(welcomeToken
      ? [
          {
            name: 'welcome-link',
            path: `/welcome/${welcomeToken}`,
            ready: 'Choose a password',
            prepare: async (page: Page) => {
              await field(page, 'Password').fill('secret-1');
              await field(page, 'Confirm Password').fill('secret-2');
              await page.getByRole('button', { name: 'Set password and sign in' }).click();
            },
          },
        ]
      : []),
  ];
}

export function memberScreens(season: ClubSeason): Screen[] {
  return [
    { name: 'dashboard', path: '/dashboard', ready: 'India vs Australia' },
    { name: 'dashboard-live', path: '/dashboard?tab=live', ready: 'England vs South Africa' },
    { name: 'play-match', path: `/play-match/${season.matches.upcoming._id}`, ready: 'Group 2' },
    {
      name: 'place-bet',
      path: `/place-bet/${season.groups.firstBetter._id}`,
      ready: 'Non-Chosen Combinations',
      prepare: async (page) => {
        await field(page, 'Combinations').fill('27c, 3bd');
        await page
          .getByRole('button', { name: /Chosen Combinations/ })
          .last()
          .click();
      },
    },
    // A match whose players are not named yet: the notice in each team's card (its colour failed AA once).
    {
      name: 'place-bet-unnamed',
      path: `/place-bet/${season.groups.liveGroup._id}`,
      ready: 'Players not announced yet',
    },
    { name: 'place-bid', path: `/place-bid/${season.groups.bidding._id}`, ready: 'Tap a lot to bid on it.' },
    // The Fantasy Team builder with two players picked (the bar, prices, a picked and a free player).
    {
      name: 'fantasy-team',
      path: `/fantasy-team/${season.groups.fantasy._id}`,
      ready: 'Credits left',
      prepare: async (page) => {
        for (const name of ['Kohli', 'Smith']) await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
      },
    },
    // The leaderboard of a settled match, one team opened to its players with C and VC.
    {
      name: 'fantasy-leaderboard',
      path: `/fantasy-team/${season.groups.settledFantasy._id}`,
      ready: '#1',
      prepare: async (page) => {
        await page.locator('[data-team-row] button').first().click();
      },
    },
    { name: 'view-bets', path: `/view-bets/${season.groups.firstBetter._id}`, ready: '12A' },
    { name: 'my-bets', path: '/dashboard/my-bets', ready: 'Pakistan vs New Zealand' },
    { name: 'wallet-history', path: '/dashboard/wallet-history', ready: 'Wallet History' },
    { name: 'match-result', path: `/match-result/${season.matches.settled._id}`, ready: '1st' },
    { name: 'match-standings', path: `/match-standings/${season.groups.settledGroup._id}`, ready: 'Final' },
    {
      name: 'match-standings-no-result',
      path: `/match-standings/${season.groups.firstBetter._id}`,
      ready: 'No result yet',
    },
    { name: 'standings', path: '/dashboard/standings', ready: `${season.rita.firstName} ${season.rita.lastName}` },
    { name: 'stats', path: '/dashboard/stats', ready: messages.statsChartTitle },
    { name: 'referral', path: '/dashboard/referral', ready: 'Your referral link' },
    { name: 'notifications', path: '/dashboard/notifications', ready: 'What to send' },
    { name: 'change-password', path: '/change-password', ready: 'Confirm New Password' },
  ];
}
