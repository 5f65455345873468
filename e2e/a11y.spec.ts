import type { Page } from 'playwright-core';
import { beforeAll, describe, test } from 'vitest';
import { uniquePhone } from './support/api';
import { DESKTOP, fitsWidth, PHONE, see, signIn } from './support/browser';
import { seriousAxeViolations } from './support/checks';
import { arrangeClubSeason, type ClubSeason } from './support/scenario';
import { arrangeScorecardScreens } from './support/scorecard';
import { memberScreens, publicScreens, type Screen } from './support/screens';
import { squadsScreens } from './support/squads';
import { arrangeStaffShots, type StaffRole } from './support/staff-shots';
import { browserSuite, chromiumPath } from './support/suite';

const APP_NAME = 'Wicket Pools';

/** The four ways in: each is a test of its own per variant, so no one test holds a whole sweep (CI once timed out so). */
const ACCOUNT_LABELS = ['visitor', 'member', 'manager', 'admin'] as const;
type AccountLabel = (typeof ACCOUNT_LABELS)[number];
type Account = { phone?: string; password?: string; home?: string; screens: Screen[] };

/**
 * In-app navigation (what a click on a link does) rather than a reload per screen: quicker, and toasts that are still
 * up (the sign-in one on each home screen) are checked with the screen.
 */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate(
    `history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`,
  );
}

/**
 * One screen: open it, wait for its data, prepare it, then axe-core. Returns what is wrong with it, in words: serious
 * or critical axe violations (with the first offending elements), and a tab title that does not name the page.
 */
async function problemsOf(page: Page, screen: Screen, where: string): Promise<string[]> {
  // By way of the not-found screen, so the previous screen is gone and its texts cannot pass for this one's.
  await go(page, '/a11y-between-screens');
  await see(page, 'The page you are looking for does not exist.');
  await go(page, screen.path);
  await see(page, screen.ready);
  if (screen.prepare) await screen.prepare(page);
  // Toasts and Mantine transitions (150-200 ms) settle: axe measures colours mid-fade otherwise.
  await page.waitForTimeout(250);
  const problems: string[] = [];
  // WCAG 2.1 A and AA: contrast, names, roles, structure. Best-practice rules are Lighthouse's job (npm run bench).
  for (const violation of await seriousAxeViolations(page)) {
    const nodes = violation.nodes
      .slice(0, 3)
      .map((node) => `${node.target.join(' ')}${node.any[0]?.message ? ` (${node.any[0].message})` : ''}`)
      .join('; ');
    problems.push(
      `${where} ${screen.name}: ${violation.id} [${violation.impact}] × ${violation.nodes.length}: ${nodes}`,
    );
  }
  const title = await page.title();
  if (!title.endsWith(` · ${APP_NAME}`) || title.startsWith('Page not found')) {
    problems.push(`${where} ${screen.name}: tab title is "${title}"`);
  }
  if (!(await fitsWidth(page))) problems.push(`${where} ${screen.name}: scrolls sideways`);
  return problems;
}

/**
 * `npm test` checks every screen once, at 375 px in the light scheme; `npm run test:a11y` (A11Y_SWEEP=full, which CI
 * sets for its `npm test`) sweeps every screen at both widths in both schemes.
 */
const FULL_SWEEP = process.env.A11Y_SWEEP === 'full';
const VARIANTS = [
  ['light', '375', PHONE],
  ['light', '1280', DESKTOP],
  ['dark', '375', PHONE],
  ['dark', '1280', DESKTOP],
] as const;

describe.skipIf(!chromiumPath)(
  FULL_SWEEP
    ? 'accessibility: axe-core over every screen, both colour schemes, phone and desktop'
    : 'accessibility: axe-core over every screen once (npm run test:a11y sweeps both widths and schemes)',
  () => {
    const { api, openSession } = browserSuite();
    let season: ClubSeason;
    let accounts: Record<AccountLabel, Account>;

    beforeAll(async () => {
      season = await arrangeClubSeason(api);
      const referralCode = (await api.profile(season.rita.token)).referralCode;
      // An imported member's welcome link, for the welcome screen.
      const imported = await api.request<{ rows: { welcomeLink: string }[] }>(
        'POST',
        `/api/clubs/${season.club.clubId}/members/import`,
        {
          token: season.club.managerToken,
          body: { csv: `firstName,lastName,phoneNumber\nNew,Member,${uniquePhone()}\n` },
        },
      );
      const welcomeToken = imported.rows[0]?.welcomeLink.split('/welcome/')[1];
      const staff: StaffRole[] = await arrangeStaffShots(api, season);
      // Fantasy points (design-season sections 1 to 3): the scorecard and points system screens of each role.
      const scorecard = await arrangeScorecardScreens(api, season);
      const [manager, admin] = staff;
      manager?.shots.push(...scorecard.manager);
      admin?.shots.push(...scorecard.admin);
      // Squads and group templates (design-season section 4).
      const squads = squadsScreens(season);
      manager?.shots.push(...squads.manager);
      admin?.shots.push(...squads.admin);
      if (!manager || !admin) throw new Error('arrangeStaffShots: a manager and an admin');
      accounts = {
        visitor: { screens: publicScreens(referralCode, welcomeToken) },
        member: { ...season.rita, home: '/dashboard', screens: [...memberScreens(season), ...scorecard.member] },
        manager: { ...manager, screens: manager.shots },
        admin: { ...admin, screens: admin.shots },
      };
    });

    // In the full sweep the variants run side by side in one worker (each in its own browser contexts), so the sweep
    // does not end up as one long serial tail of the CI run.
    const sweep = FULL_SWEEP ? test.concurrent : test;
    for (const [colorScheme, width, viewport] of FULL_SWEEP ? VARIANTS : VARIANTS.slice(0, 1)) {
      for (const label of ACCOUNT_LABELS) {
        sweep(
          `${label} screens: no serious or critical violations, and a tab title per page, at ${width} px in the ${colorScheme} scheme`,
          async ({ expect }) => {
            const account = accounts[label];
            const session = await openSession({ viewport, colorScheme });
            const { page } = session;
            if (account.phone && account.password && account.home) {
              await signIn(page, account.phone, account.password);
              await page.waitForURL(`**${account.home}`);
            } else {
              await page.goto('/');
            }
            // The app follows the system's scheme (the browser's here) until its toggle is used.
            // The first render is a transition (main.tsx), so the scheme is set a moment after the page's load event.
            await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(colorScheme);
            const problems: string[] = [];
            for (const screen of account.screens) {
              problems.push(...(await problemsOf(page, screen, `${colorScheme} ${width} ${label}`)));
            }
            await session.close();
            expect(problems).toEqual([]);
          },
          // About 30 s each on an idle 2-core host; CI runs them beside the API suites and each other.
          600_000,
        );
      }
    }
  },
);
