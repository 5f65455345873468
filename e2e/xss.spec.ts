import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { ClubScenario, type Group, type Match, when } from './support/api';
import { DESKTOP, PHONE, see, signInTo } from './support/browser';
import { browserSuite, chromiumPath } from './support/suite';

/**
 * Stored text is shown as text, never run: a club, a member, a match and players whose names are HTML that would
 * execute if the app ever put them into the page as markup. Each payload sets `window.__xss`; the screens that show
 * them must display the characters as typed, leave `window.__xss` undefined, add no element from the payload, and
 * run under the server's Content-Security-Policy without violating it.
 */
const TEAM = '<img src=x onerror=window.__xss=1>';
const PLAYER_1 = '<svg onload=window.__xss=2>';
const PLAYER_2 = '<img src=x onerror=__xss=3>';
const CLUB = '<b onmouseover=__xss=4>XSS Club</b>';
const MEMBER = '<img src=y onerror=__xss=5>';

/** Records CSP violations in the page (the app must not trigger any). */
const RECORD_CSP = `
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + e.sourceFile + ':' + e.lineNumber + ':' + e.columnNumber));
`;

async function expectNothingRan(page: Page): Promise<void> {
  // String expressions: they run in the page, and the Node-side type check has no DOM library.
  expect(await page.evaluate('typeof window.__xss')).toBe('undefined');
  expect(
    await page.evaluate('document.querySelectorAll("img[src=x], img[src=y], svg[onload], b[onmouseover]").length'),
  ).toBe(0);
  // The app runs entirely within its CSP (zod's eval probe is switched off in lib/zod-config.ts).
  expect(await page.evaluate('window.__csp')).toEqual([]);
}

describe.skipIf(!chromiumPath)('stored text is rendered escaped', () => {
  const { api, openSession } = browserSuite();
  let club: ClubScenario;
  let member: Awaited<ReturnType<ClubScenario['addMember']>>;
  let match: Match;
  let group: Group;

  beforeAll(async () => {
    club = await ClubScenario.create(api, CLUB);
    member = await club.addMember(MEMBER, 100);
    match = await club.createMatch(TEAM, 'Safe XI', when.inDays(1));
    await club.updatePlayers(match._id, [PLAYER_1, 'Gill'], ['Warner', PLAYER_2]);
    group = await club.createGroup(match._id);
    // The API stored the text exactly as sent.
    expect(match.team1).toBe(TEAM);
  });
  test.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'a member sees script-like names as text on the dashboard, the match and the bet screen (%s)',
    async (_n, viewport) => {
      const session = await openSession({ viewport });
      const { page } = session;
      await session.context.addInitScript(RECORD_CSP);
      await signInTo(page, member, '/dashboard');
      await see(page, `${TEAM} vs Safe XI`);
      await see(page, CLUB);
      await see(page, MEMBER);
      await expectNothingRan(page);

      await page.goto(`/play-match/${match._id}`);
      await see(page, TEAM);
      await expectNothingRan(page);

      await page.goto(`/place-bet/${group._id}`);
      await see(page, PLAYER_1);
      await see(page, PLAYER_2);
      await expectNothingRan(page);
      await session.close();
    },
  );

  test('the manager sees them as text on the match screens', async () => {
    const session = await openSession({ viewport: DESKTOP });
    const { page } = session;
    await session.context.addInitScript(RECORD_CSP);
    await signInTo(page, club.manager, '/manager-dashboard');
    await see(page, TEAM);
    await expectNothingRan(page);

    await page.goto('/manager-dashboard/manage-members');
    await see(page, MEMBER);
    await expectNothingRan(page);
    await session.close();
  });
});
