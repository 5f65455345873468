import AxeBuilder from '@axe-core/playwright';
import { messages } from '@wicket/shared/messages';
import { beforeAll, describe, expect, test } from 'vitest';
import { ClubScenario, TEAM1_PLAYERS, TEAM2_PLAYERS, when } from './support/api';
import { DESKTOP, expectPath, field, PHONE, see, signInTo } from './support/browser';
import { expectUsableScreen } from './support/checks';
import { choose, toast } from './support/staff';
import { browserSuite, chromiumPath } from './support/suite';

type Group = { _id: string; betType: string; betAmount: number; minimumIncrement: number | null };

/**
 * Issue 27, the staff forms a new user walked at 375 and 1280 px: a Bidding Method group is created from the form
 * (Minimum Increment drawn, Bet Amount read as the opening bid), and `-50` in Add Credit is refused with the shared
 * text, unchanged, moving nothing.
 */
describe.skipIf(!chromiumPath)('issue 27: staff forms at 375 and 1280 px', () => {
  const { api, openSession } = browserSuite();
  let club: ClubScenario;
  let match: { _id: string };
  let nina: Awaited<ReturnType<ClubScenario['addMember']>>;

  beforeAll(async () => {
    club = await ClubScenario.create(api, 'Forms Club');
    nina = await club.addMember('Nina', 100);
    match = await club.createMatch('India', 'Australia', when.inDays(2));
    await club.updatePlayers(match._id, TEAM1_PLAYERS, TEAM2_PLAYERS);
  });
  for (const [name, viewport] of [
    ['375 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    test(`a manager creates a Bidding Method group from the form (${name})`, async () => {
      const session = await openSession({ viewport });
      const { page } = session;
      await signInTo(page, club.manager, '/manager-dashboard');
      await page.goto(`/manager-dashboard/add-group/${match._id}`);
      await choose(page, 'Bet Type', 'Bidding Method');
      await field(page, 'Opening bid (RS)').fill('10');
      for (const [label, share] of [
        ['1st Prize Share (%)', '50'],
        ['2nd Prize Share (%)', '30'],
        ['3rd Prize Share (%)', '10'],
      ] as const) {
        await field(page, label).fill(share);
      }
      // Without the increment the form says why, beside the field it draws.
      await page.getByRole('button', { name: 'Add Group' }).click();
      await see(page, messages.minimumIncrementRequired);
      await field(page, 'Minimum Increment (RS)').fill('2');
      if (viewport === PHONE) await expectUsableScreen(page);
      await page.getByRole('button', { name: 'Add Group' }).click();
      await toast(page, messages.groupAdded);
      await expectPath(page, `/manager-dashboard/manage-match/${match._id}`);
      const groups = await api.request<Group[]>('GET', `/api/groups/match/${match._id}`, { token: club.managerToken });
      expect(groups.filter((group) => group.betType === 'Bidding Method')).toContainEqual(
        expect.objectContaining({ betAmount: 10, minimumIncrement: 2 }),
      );
      await session.close();
    });

    test(`-50 in Add Credit is refused with the shared text and moves nothing (${name})`, async () => {
      const session = await openSession({ viewport });
      const { page } = session;
      await signInTo(page, club.manager, '/manager-dashboard');
      await page.goto('/manager-dashboard/manage-members');
      await page.getByRole('button', { name: 'Add Credit to Nina' }).filter({ visible: true }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add Credit' });
      const amount = dialog.getByRole('textbox', { name: 'Amount (RS)' });
      await amount.fill('-50');
      await dialog.getByRole('button', { name: 'Add Credit' }).click();
      await see(page, messages.invalidCreditAmount);
      expect(await amount.inputValue()).toBe('-50');
      expect(await dialog.isVisible()).toBe(true);
      expect((await api.profile(nina.token)).credits).toBe(100);
      await session.close();
    });
  }

  test('place-bet and bidding controls: what is seen is in the accessible name (axe label-content-name-mismatch)', async () => {
    const group = await club.createGroup(match._id, { betAmount: 10 });
    const session = await openSession({ viewport: PHONE });
    const { page } = session;
    await signInTo(page, nina, '/dashboard');
    await page.goto(`/place-bet/${group._id}`);
    await page.getByRole('button', { name: `1 ${TEAM1_PLAYERS[0]}` }).waitFor();
    const mismatches = async () =>
      (await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze()).violations.flatMap(
        (violation) => violation.nodes.map((node) => node.target.join(' ')),
      );
    expect(await mismatches()).toEqual([]);
    // The bidding grid's lots show their players, and say what they show.
    const bidding = await club.createGroup(match._id, {
      betType: 'Bidding Method',
      betAmount: 10,
      minimumIncrement: 2,
    });
    await page.goto(`/place-bid/${bidding._id}`);
    const lot = page.locator('[data-lot="12A"]');
    await lot.waitFor();
    expect(await lot.textContent()).toContain(`${TEAM1_PLAYERS[0]} · ${TEAM1_PLAYERS[1]} · ${TEAM2_PLAYERS[0]}`);
    expect(await mismatches()).toEqual([]);
    await session.close();
  });
});
