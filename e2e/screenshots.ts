/**
 * `npm run screenshots`: starts the server as the browser tests do, arranges a club season through the API, and
 * saves a PNG of every member screen at 375 px and 1280 px wide into screenshots/ (git-ignored) for review.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { Api } from './support/api';
import { DESKTOP, launchBrowser, openSession, PHONE, see, signIn } from './support/browser';
import { buildWeb } from './support/build-web';
import { findChromium } from './support/chromium';
import { chooseHindi, hindiMemberScreens, hindiPublicScreens, signInHindi } from './support/hindi';
import { arrangeClubSeason } from './support/scenario';
import { arrangeScorecardScreens } from './support/scorecard';
import { memberScreens, publicScreens, type Screen } from './support/screens';
import { startServer } from './support/server';
import { arrangeStaffShots, captureStaffShots } from './support/staff-shots';

const OUT_DIR = fileURLToPath(new URL('../screenshots', import.meta.url));

type Shot = Screen;

async function main() {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('No Chromium found: install chromium or set CHROMIUM_PATH.');
  mkdirSync(OUT_DIR, { recursive: true });
  await buildWeb();
  const server = await startServer();
  const browser = await launchBrowser(chromiumPath);
  try {
    const api = new Api(server.baseUrl);
    const season = await arrangeClubSeason(api);
    const { rita } = season;
    const referralCode = (await api.profile(rita.token)).referralCode;

    const publicShots = publicScreens(referralCode);
    // Manager and admin screens (issue 7): their own list, in support/staff-shots.ts.
    const staffRoles = await arrangeStaffShots(api, season);
    const scorecard = await arrangeScorecardScreens(api, season);
    staffRoles[0]?.shots.push(...scorecard.manager);
    staffRoles[1]?.shots.push(...scorecard.admin);
    const memberShots = [...memberScreens(season), ...scorecard.member];

    for (const [label, viewport] of [
      ['375', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      const visitor = await openSession(browser, server.baseUrl, { viewport });
      for (const shot of publicShots) await capture(visitor.page, shot, label);
      await visitor.context.close();

      const member = await openSession(browser, server.baseUrl, { viewport });
      await signIn(member.page, rita.phone, rita.password);
      await member.page.waitForURL('**/dashboard');
      for (const shot of memberShots) await capture(member.page, shot, label);
      await member.context.close();

      await captureStaffShots(browser, server.baseUrl, staffRoles, viewport, label, capture);
    }
    // The main screens in Hindi at 375 px (design-season section 7): `*-hi-375.png`.
    const hindiVisitor = await openSession(browser, server.baseUrl, { viewport: PHONE });
    await hindiVisitor.page.goto('/login');
    await chooseHindi(hindiVisitor.page);
    for (const shot of hindiPublicScreens(referralCode)) await capture(hindiVisitor.page, shot, 'hi-375');
    await signInHindi(hindiVisitor.page, rita.phone, rita.password);
    await hindiVisitor.page.waitForURL('**/dashboard');
    for (const shot of hindiMemberScreens(season)) await capture(hindiVisitor.page, shot, 'hi-375');
    await hindiVisitor.context.close();
    process.stdout.write(`Screenshots saved in ${OUT_DIR}\n`);
  } finally {
    await browser.close();
    await server.close();
  }
}

async function capture(page: Page, shot: Shot, label: string) {
  await page.goto(shot.path);
  await see(page, shot.ready);
  if (shot.prepare) await shot.prepare(page);
  // Let toasts and transitions settle, and start from the top so the sticky header sits where it belongs.
  await page.waitForTimeout(400);
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: `${OUT_DIR}/${shot.name}-${label}.png`, fullPage: true });
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
