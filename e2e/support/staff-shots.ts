import type { Browser, Page } from 'playwright-core';
import { type Api, placeBets, TEAM1_PLAYERS, TEAM2_PLAYERS, when } from './api';
import { field, openSession, signIn } from './browser';
import type { ClubSeason } from './scenario';
import { E2E_ADMIN } from './server';

/**
 * The manager and admin screens for `npm run screenshots` (e2e/screenshots.ts captures them after the member
 * screens, at the same sizes). Arranges one more match on the season's club: Ongoing, with bets and a result,
 * so Edit Result and Approve Credits show.
 */
export type StaffShot = { name: string; path: string; ready: string | RegExp; prepare?: (page: Page) => Promise<void> };
type Capture = (page: Page, shot: StaffShot, label: string) => Promise<void>;
export type StaffRole = { phone: string; password: string; home: string; shots: StaffShot[] };

export async function arrangeStaffShots(api: Api, season: ClubSeason): Promise<StaffRole[]> {
  const { club, rita, matches, groups } = season;
  const ongoing = await club.createMatch('West Indies', 'Zimbabwe', when.inDays(1));
  await club.updatePlayers(ongoing._id, TEAM1_PLAYERS, TEAM2_PLAYERS);
  const ongoingGroup = await club.createGroup(ongoing._id, { betAmount: 10 });
  await placeBets(api, rita.token, {
    matchId: ongoing._id,
    groupId: ongoingGroup._id,
    betAmount: 10,
    combinations: ['12A', '3BC'],
  });
  await club.saveResult(ongoing._id, [10, 20, 30, 40, 50, 60, 70], [1, 2, 3, 4, 5, 6, 7]);

  const manager: StaffShot[] = [
    { name: 'manager-dashboard', path: '/manager-dashboard', ready: 'Sri Lanka' },
    { name: 'manager-manage-matches', path: '/manager-dashboard/Manage-Matches', ready: 'Approve Credits' },
    { name: 'manager-add-match', path: '/manager-dashboard/Add-Match', ready: 'Date and Time' },
    {
      name: 'manager-edit-match',
      path: `/manager-dashboard/Manage-Matches/edit/${matches.inactive._id}`,
      ready: 'Update Match',
    },
    {
      name: 'manager-players',
      path: `/manager-dashboard/Manage-Matches/add-players/${matches.upcoming._id}`,
      ready: 'Edit Players',
    },
    {
      name: 'manager-add-result',
      path: `/manager-dashboard/Manage-Matches/add-result/${matches.live._id}`,
      ready: 'Submit Result',
    },
    {
      name: 'manager-edit-result',
      path: `/manager-dashboard/Manage-Matches/edit-result/${ongoing._id}`,
      ready: 'Update Result',
    },
    {
      name: 'manager-view-result',
      path: `/manager-dashboard/Manage-Matches/view-result/${matches.settled._id}`,
      ready: 'Winners',
    },
    { name: 'manager-groups', path: `/manager-dashboard/manage-match/${matches.upcoming._id}`, ready: 'Group 2' },
    {
      name: 'manager-add-group',
      path: `/manager-dashboard/add-group/${matches.upcoming._id}`,
      ready: 'Bet Type',
      prepare: async (page) => {
        await field(page, '1st Prize Share (%)').fill('60');
        await field(page, '2nd Prize Share (%)').fill('30');
        await field(page, '3rd Prize Share (%)').fill('25');
      },
    },
    {
      name: 'manager-edit-group',
      path: `/manager-dashboard/edit-group/${groups.liveGroup._id}`,
      ready: 'Update Group',
    },
    { name: 'manager-view-bets', path: `/manager-dashboard/view-bets/${groups.firstBetter._id}`, ready: '12A' },
    {
      name: 'manager-match-standings',
      path: `/manager-dashboard/match-standings/${ongoingGroup._id}`,
      ready: 'Provisional',
    },
    {
      name: 'manager-betting-sheet',
      path: `/manager-dashboard/view-bettingsheet/${groups.firstBetter._id}`,
      ready: 'Taken: 5 of 364',
      // The whole sheet is 364 rows; the picture shows the taken ones.
      prepare: (page) => page.getByText('Taken', { exact: true }).click(),
    },
    { name: 'manager-members', path: '/manager-dashboard/manage-members', ready: 'Rita Tester' },
    {
      name: 'manager-credit-modal',
      path: '/manager-dashboard/manage-members',
      ready: 'Rita Tester',
      prepare: async (page) => {
        await page.getByRole('button', { name: 'Deduct Credit from Rita Tester' }).click();
        await page.getByRole('dialog').getByRole('textbox', { name: 'Amount (RS)' }).fill('100000');
        await page.getByRole('dialog').getByRole('button', { name: 'Deduct Credit' }).click();
      },
    },
    {
      name: 'manager-add-members',
      path: '/manager-dashboard/add-members',
      ready: 'User Type',
      prepare: (page) => page.getByText('New User', { exact: true }).click(),
    },
    { name: 'manager-wallet-history', path: '/manager-dashboard/wallet-history', ready: 'Wallet History' },
    // Import fixtures (design-season section 5): a checked file with a ready row and one in error.
    {
      name: 'manager-import-fixtures',
      path: '/manager-dashboard/Manage-Matches',
      ready: 'Approve Credits',
      prepare: async (page) => {
        await page.getByRole('button', { name: 'Import fixtures' }).click();
        await field(page, 'Or paste the CSV').fill(
          'team1,team2,date,time\nKenya,Nepal,01/04/2030,7:30 PM\nOman,Oman,02/04/2030,7:30 PM',
        );
        await page.getByRole('button', { name: 'Check file' }).click();
        await page.getByText('Team 1 and Team 2 must be different').first().waitFor();
      },
    },
  ];

  const clubId = club.clubId;
  const admin: StaffShot[] = [
    { name: 'admin-dashboard', path: '/admin-dashboard', ready: 'Rita Tester' },
    { name: 'admin-manage-club', path: '/admin-dashboard/manage-club', ready: club.clubName },
    {
      name: 'admin-add-club',
      path: '/admin-dashboard/add-club',
      ready: 'Manager Share (%)',
      prepare: (page) => page.getByRole('button', { name: 'Add Club' }).click(),
    },
    { name: 'admin-edit-club', path: `/admin-dashboard/edit-club/${clubId}`, ready: 'Update Club' },
    { name: 'admin-club-matches', path: `/admin-dashboard/manage-club/${clubId}`, ready: 'Approve Credits' },
    { name: 'admin-club-add-match', path: `/admin-dashboard/manage-club/${clubId}/add-match`, ready: 'Date and Time' },
    { name: 'admin-groups', path: `/admin-dashboard/manage-match/${matches.upcoming._id}`, ready: 'Group 2' },
    {
      name: 'admin-match-standings',
      path: `/admin-dashboard/match-standings/${groups.settledGroup._id}`,
      ready: 'Final',
    },
    { name: 'admin-manage-members', path: `/admin-dashboard/manage-members/${clubId}`, ready: 'Rita Tester' },
    { name: 'admin-add-members', path: `/admin-dashboard/add-members/${clubId}`, ready: 'User Type' },
    { name: 'admin-wallet-history', path: '/admin-dashboard/wallet-history', ready: 'Wallet History' },
  ];

  return [
    { phone: club.manager.phone, password: club.manager.password, home: '/manager-dashboard', shots: manager },
    { phone: E2E_ADMIN.phone, password: E2E_ADMIN.password, home: '/admin-dashboard', shots: admin },
  ];
}

/** Signs each staff role in at this size and captures its screens. */
export async function captureStaffShots(
  browser: Browser,
  baseUrl: string,
  roles: StaffRole[],
  viewport: { width: number; height: number },
  label: string,
  capture: Capture,
): Promise<void> {
  for (const role of roles) {
    const { page, context } = await openSession(browser, baseUrl, { viewport });
    await signIn(page, role.phone, role.password);
    await page.waitForURL(`**${role.home}`);
    for (const shot of role.shots) await capture(page, shot, label);
    await context.close();
  }
}
