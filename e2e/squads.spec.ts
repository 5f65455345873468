import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import './support/context';
import { messages } from '@wicket/shared/messages';
import type { Match } from '@wicket/shared/schemas/matches';
import { Api, ClubScenario, when } from './support/api';
import { expectPath, launchBrowser, openSession, PHONE, see, signIn } from './support/browser';
import { expectUsableScreen } from './support/checks';
import { poll, toast } from './support/staff';

const baseUrl = inject('e2eBaseUrl');
const chromiumPath = inject('chromiumPath');

const SQUAD = ['Asha Rao', 'Bina Das', 'Chitra Iyer', 'Divya Nair', 'Esha Pal', 'Farah Ali', 'Gita Sen', 'Hema Roy'];

/**
 * Squads on a phone (design-season section 4): the manager keeps a team's squad on the squads screen, then Add
 * Players of a match of that team opens with the squad's first seven filled in (the lineup's suggestion).
 */
describe.skipIf(!chromiumPath)('squads at 375 px', () => {
  let browser: Browser;
  let api: Api;
  let club: ClubScenario;

  beforeAll(async () => {
    browser = await launchBrowser(chromiumPath);
    api = new Api(baseUrl);
    club = await ClubScenario.create(api, 'Squads Club');
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('the manager adds a squad, then Add Players opens prefilled from it', async () => {
    const match = await club.createMatch('Lions', 'Tigers', when.inDays(2));
    const { page } = await openSession(browser, baseUrl, { viewport: PHONE });
    await signIn(page, club.manager.phone, club.manager.password);
    await expectPath(page, '/manager-dashboard');

    await page.goto('/manager-dashboard/squads');
    await see(page, 'Group templates');
    await page.getByRole('button', { name: 'Add team' }).click();
    const form = page.getByRole('form', { name: 'Add team' });
    await form.getByRole('textbox', { name: 'Team name' }).fill('lions');
    await form.getByRole('textbox', { name: 'Players' }).fill(SQUAD.join('\n'));
    await expectUsableScreen(page);
    await form.getByRole('button', { name: 'Add team' }).click();
    await toast(page, messages.teamAdded);
    await see(page, `8 players: ${SQUAD.join(', ')}`);
    await expectUsableScreen(page);

    await page.goto(`/manager-dashboard/Manage-Matches/add-players/${match._id}`);
    const slot = (name: string) => page.getByRole('combobox', { name, exact: true });
    await poll(() => slot('Player 1').inputValue()).toBe('Asha Rao');
    for (const [index, name] of SQUAD.slice(0, 7).entries()) {
      expect(await slot(`Player ${index + 1}`).inputValue()).toBe(name);
    }
    // Tigers have no squad: plain boxes, empty.
    expect(await page.getByRole('textbox', { name: 'Player A', exact: true }).inputValue()).toBe('');
    // The eighth player is offered in any slot of the team.
    await slot('Player 7').fill('Hem');
    await page.getByRole('option', { name: 'Hema Roy' }).click();
    await expectUsableScreen(page);
    await page.getByRole('button', { name: 'Add Players' }).click();
    await expectPath(page, '/manager-dashboard/Manage-Matches');
    const saved = await api.request<Match>('GET', `/api/matches/${match._id}`, { token: club.managerToken });
    expect(saved.Team1Players).toEqual({
      ...Object.fromEntries(SQUAD.slice(0, 6).map((n, i) => [String(i), n])),
      6: 'Hema Roy',
    });
  });
});
