import type { Page } from 'playwright-core';
import { beforeAll, describe, test } from 'vitest';
import { PHONE, see } from './support/browser';
import { seriousAxeViolations } from './support/checks';
import {
  allowedLatin,
  chooseHindi,
  clippedLabels,
  type HindiScreen,
  hindiManagerScreens,
  hindiMemberScreens,
  hindiPublicScreens,
  hindiScorecardScreens,
  latinWords,
  signInHindi,
} from './support/hindi';
import { arrangeClubSeason, type ClubSeason } from './support/scenario';
import { browserSuite, chromiumPath } from './support/suite';

async function go(page: Page, path: string): Promise<void> {
  await page.evaluate(
    `history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`,
  );
}

/** One screen in Hindi: its English words outside names and numbers, and its serious or critical axe violations. */
async function problemsOf(page: Page, screen: HindiScreen, allowed: Set<string>): Promise<string[]> {
  await go(page, '/hindi-between-screens');
  await see(page, 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है।');
  await go(page, screen.path);
  try {
    await see(page, screen.ready);
    if (screen.prepare) await screen.prepare(page);
  } catch (error) {
    return [`${screen.name}: did not show "${screen.ready}" (${(error as Error).message.split('\n')[0]})`];
  }
  await page.waitForTimeout(250);
  const problems: string[] = [];
  const english = await latinWords(page, allowed);
  if (english.length > 0) problems.push(`${screen.name}: English words ${english.join(', ')}`);
  const clipped = await clippedLabels(page);
  if (clipped.length > 0) problems.push(`${screen.name}: labels cut short ${clipped.join(', ')}`);
  for (const violation of await seriousAxeViolations(page)) {
    problems.push(
      `${screen.name}: axe ${violation.id} × ${violation.nodes.length}: ${violation.nodes
        .slice(0, 2)
        .map((node) => `${node.target.join(' ')} ${node.any[0]?.message ?? ''}`)
        .join('; ')}`,
    );
  }
  if (!(await page.title()).endsWith(' · Wicket Pools')) problems.push(`${screen.name}: tab title`);
  return problems;
}

describe.skipIf(!chromiumPath)('Hindi (design-season section 7)', () => {
  const { api, openSession } = browserSuite();
  let season: ClubSeason;
  let referralCode: string;
  let scorecardScreens: HindiScreen[];

  beforeAll(async () => {
    season = await arrangeClubSeason(api);
    referralCode = (await api.profile(season.rita.token)).referralCode;
    scorecardScreens = await hindiScorecardScreens(api, season);
  });
  test('the member journey in Hindi shows no English but names, stays axe-clean, and the choice survives a reload', async ({
    expect,
  }) => {
    const session = await openSession({ viewport: PHONE });
    const { page } = session;
    await page.goto('/login');
    await see(page, 'Use your phone number');
    await chooseHindi(page);
    await see(page, 'देश के कोड के बिना अपना फ़ोन नंबर डालें।');
    // The referral screen shows Rita's code, random capitals (an all-letter one read as an English word in CI).
    const allowed = new Set([...allowedLatin(season), referralCode]);
    const problems: string[] = [];
    for (const screen of hindiPublicScreens(referralCode)) problems.push(...(await problemsOf(page, screen, allowed)));

    // A refused sign-in: the server's answer comes in Hindi (Accept-Language from the chosen language).
    await signInHindi(page, season.rita.phone, 'wrong-password');
    await see(page, 'फ़ोन नंबर या पासवर्ड ग़लत है');
    await signInHindi(page, season.rita.phone, season.rita.password);
    await page.waitForURL('**/dashboard');
    for (const screen of [...hindiMemberScreens(season), ...scorecardScreens]) {
      problems.push(...(await problemsOf(page, screen, allowed)));
    }
    expect(problems).toEqual([]);

    // Remembered on the device: a reload opens in Hindi, with the page's lang and amounts in hi-IN.
    await go(page, '/change-password');
    await see(page, 'नया पासवर्ड दोबारा डालें');
    await page.reload();
    await see(page, 'नया पासवर्ड दोबारा डालें');
    expect(await page.evaluate('document.documentElement.lang')).toBe('hi');
    await expect.poll(() => page.locator('[data-balance]').textContent()).toMatch(/^₹[\d,]+\.\d\d$/);
    // And back to English, exactly as before.
    // On a phone the language is in the header's menu.
    await page.getByRole('banner').getByRole('button', { name: 'मेन्यू खोलें' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await see(page, 'Confirm New Password');
    expect(await page.evaluate('document.documentElement.lang')).toBe('en');
    await session.close();
  }, 600_000);

  test("the manager's points editor, group templates and member import in Hindi show no English but names", async ({
    expect,
  }) => {
    // One group template, so the squads screen shows a template's status.
    await api.request('PUT', `/api/clubs/${season.club.clubId}/group-templates`, {
      token: season.club.managerToken,
      body: {
        templates: [{ betType: 'Multi Betters', betAmount: 10, winnerShare1: 100, winnerShare2: 0, winnerShare3: 0 }],
      },
    });
    const session = await openSession({ viewport: PHONE });
    const { page } = session;
    await page.goto('/login');
    await see(page, 'Use your phone number');
    await chooseHindi(page);
    // The CSV box's sample names the file's columns, as a file must spell them; `.csv` is the file's extension.
    const allowed = new Set([...allowedLatin(season), 'firstName', 'lastName', 'phoneNumber', 'credits', 'csv']);
    await signInHindi(page, season.club.manager.phone, season.club.manager.password);
    await page.waitForURL('**/manager-dashboard');
    const problems: string[] = [];
    for (const screen of hindiManagerScreens()) problems.push(...(await problemsOf(page, screen, allowed)));
    expect(problems).toEqual([]);
    await session.close();
  }, 600_000);
});
