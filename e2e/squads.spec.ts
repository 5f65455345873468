import { messages } from '@wicket/shared/messages';
import type { Match } from '@wicket/shared/schemas/matches';
import type { Team } from '@wicket/shared/schemas/squads';
import { beforeAll, describe, expect, test } from 'vitest';
import { ClubScenario, when } from './support/api';
import { expectPath, PHONE, see, signInTo } from './support/browser';
import { expectUsableScreen, wcagProblems } from './support/checks';
import { CRICSHEET_FILE, CSK, CSK_PLAYERS } from './support/scorecard';
import { answerConfirm, poll, toast } from './support/staff';
import { browserSuite, chromiumPath } from './support/suite';

const SQUAD = ['Asha Rao', 'Bina Das', 'Chitra Iyer', 'Divya Nair', 'Esha Pal', 'Farah Ali', 'Gita Sen', 'Hema Roy'];

/**
 * Squads on a phone (design-season section 4): the manager keeps a team's squad on the squads screen, then Add
 * Players of a match of that team opens with the squad's first seven filled in (the lineup's suggestion).
 */
describe.skipIf(!chromiumPath)('squads at 375 px', () => {
  const { api, openSession } = browserSuite();
  let club: ClubScenario;

  beforeAll(async () => {
    club = await ClubScenario.create(api, 'Squads Club');
  });
  test('the manager adds a squad, then Add Players opens prefilled from it', async () => {
    const match = await club.createMatch('Lions', 'Tigers', when.inDays(2));
    const { page } = await openSession({ viewport: PHONE });
    await signInTo(page, club.manager, '/manager-dashboard');

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

  test("a Cricsheet file's squad merges into the club's after confirmation, and no squad for a team not in the file", async () => {
    // The club keeps Chennai Super Kings with a name the file does not have; the match is against Mumbai Indians,
    // the file (CSK v KKR) of another opponent (issue 38).
    const teamsUrl = `/api/clubs/${club.clubId}/teams`;
    const body = { name: CSK, players: ['Ruturaj Gaikwad', 'Club Keeper'] };
    await api.request('POST', teamsUrl, { token: club.managerToken, body });
    const match = await club.createMatch(CSK, 'Mumbai Indians', when.inDays(3));
    await club.updatePlayers(match._id, CSK_PLAYERS, ['Rohit Sharma', 'Ishan Kishan', 'Tim David']);
    // The club's teams but the first test's Lions.
    const teams = async () =>
      (await api.request<Team[]>('GET', teamsUrl, { token: club.managerToken })).filter(
        (team) => team.name !== 'lions',
      );

    const { page } = await openSession({ viewport: PHONE });
    await signInTo(page, club.manager, '/manager-dashboard');
    await page.goto(`/manager-dashboard/Manage-Matches/scorecard/${match._id}`);
    await see(page, 'Import Cricsheet file');
    await page.locator('input[type="file"]').setInputFiles(CRICSHEET_FILE);
    await see(page, `The file has no team named Mumbai Indians: only the squad of ${CSK} can be saved.`);
    expect(await page.getByRole('button', { name: "Save both teams' squads" }).count()).toBe(0);
    await expectUsableScreen(page);
    expect(await wcagProblems(page)).toEqual([]);

    const save = page.getByRole('button', { name: `Save the squad of ${CSK}` });
    await save.click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'no one is removed' });
    await dialog.waitFor();
    const change = (await dialog.getByRole('listitem').allTextContents()).join('\n');
    expect(change).toMatch(new RegExp(`^${CSK}: adds .*MS Dhoni`));
    // "RD Gaikwad" is the club's Ruturaj Gaikwad: not added again.
    expect(change).not.toContain('Gaikwad');
    await expectUsableScreen(page);
    expect(await wcagProblems(page)).toEqual([]);
    await answerConfirm(page, 'no one is removed', 'Cancel');
    expect(await teams()).toEqual([{ _id: expect.any(String), ...body }]);

    await save.click();
    await answerConfirm(page, 'no one is removed', 'Save squads');
    await toast(page, messages.squadsSaved);
    const [csk, ...others] = await teams();
    // Merged, never replaced: the club's names first and kept; no team made for Mumbai Indians or the file's KKR.
    expect(others).toEqual([]);
    expect(csk?.players.slice(0, 2)).toEqual(['Ruturaj Gaikwad', 'Club Keeper']);
    expect(csk?.players).toContain('MS Dhoni');
    expect(csk?.players.filter((name) => name.includes('Gaikwad'))).toEqual(['Ruturaj Gaikwad']);
  });
});
