import { messages } from '@wicket/shared/messages';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { ClubScenario, when } from './support/api';
import { expectPath, PHONE, see, signInTo } from './support/browser';
import { getScorecard } from './support/scorecard';
import { answerConfirm, card, poll, toast } from './support/staff';
import { browserSuite, chromiumPath } from './support/suite';

/** Long names of two words each, wider than a tap-to-pick button or a lot tile at 375 px on one line. */
const LONG_TEAM1 = [
  'Ravichandran Ashwin',
  'Washington Sundar',
  'Varun Chakravarthy',
  'Ruturaj Gaikwad',
  'Venkatesh Iyer',
  'Mohammed Siraj',
  'Shardul Thakur',
];
const LONG_TEAM2 = [
  'Marnus Labuschagne',
  'Mitchell Starc',
  'Glenn Maxwell',
  'Pat Cummins',
  'Travis Head',
  'Josh Hazlewood',
  'Alex Carey',
];

/**
 * Words of the names inside `selector` that are not shown whole: a word split over two lines although it fits on
 * one, or one running past the edge of its own element or of the box (cut off by an ellipsis or a hidden overflow).
 */
async function brokenWords(page: Page, selector: string): Promise<string[]> {
  // A string, run in the page (the e2e project has no DOM types).
  const words = await page.evaluate(`(() => {
    const broken = [];
    for (const box of document.querySelectorAll(${JSON.stringify(selector)})) {
      const outer = box.getBoundingClientRect();
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const own = node.parentElement.getBoundingClientRect();
        // Text kept for screen readers only (a visually hidden separator) is not shown at all.
        if (own.width <= 1) continue;
        for (const word of (node.textContent || '').matchAll(/\\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          const width = rects.reduce((sum, rect) => sum + rect.width, 0);
          if (rects.length > 1 && width <= own.width) broken.push(word[0] + ' (split)');
          const outside = (edge) => rects.some((rect) => rect.right > edge.right + 1 || rect.left < edge.left - 1);
          if (outside(own) || outside(outer)) broken.push(word[0] + ' (cut)');
        }
      }
    }
    return broken;
  })()`);
  return words as string[];
}

/** The walk's smaller findings of issue 38 (part B), at 375 px in Chromium. */
describe.skipIf(!chromiumPath)('walk minor findings at 375 px (issue 38)', () => {
  const { api, openSession } = browserSuite();
  let club: ClubScenario;
  let member: Awaited<ReturnType<ClubScenario['addMember']>>;

  beforeAll(async () => {
    club = await ClubScenario.create(api, 'Walk B Club');
    member = await club.addMember('Meera', 100);
  });
  test('the back arrow of Manage Matches reopened from the menu goes up, not back down to Manage Groups', async () => {
    const match = await club.createMatch('Kent', 'Essex', when.inDays(3));
    const session = await openSession({ viewport: PHONE });
    const { page } = session;
    await signInTo(page, club.manager, '/manager-dashboard');
    await page.goto('/manager-dashboard/Manage-Matches');
    await card(page, 'Kent vs Essex').getByRole('link', { name: 'Add/Manage Groups' }).click();
    await expectPath(page, `/manager-dashboard/manage-match/${match._id}`);
    await page.getByRole('heading', { name: 'Manage Groups' }).waitFor();
    // Manage Matches again, from the menu: one entry further in history, Manage Groups behind it.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Manage Matches', exact: true }).click();
    await expectPath(page, '/manager-dashboard/Manage-Matches');
    await card(page, 'Kent vs Essex').waitFor();
    // Its arrow goes up to the dashboard; it used to go back down to Manage Groups, whose arrow came back here.
    await page.getByRole('button', { name: 'Go back' }).click();
    await expectPath(page, '/manager-dashboard');
    // Going down and back up still returns where the manager came from.
    await page.goto('/manager-dashboard/Manage-Matches');
    await card(page, 'Kent vs Essex').getByRole('link', { name: 'Add/Manage Groups' }).click();
    await page.getByRole('heading', { name: 'Manage Groups' }).waitFor();
    await page.getByRole('button', { name: 'Go back' }).click();
    await expectPath(page, '/manager-dashboard/Manage-Matches');
    await card(page, 'Kent vs Essex').waitFor();
    await session.close();
  });

  test('long names wrap at word boundaries; the bidding grid filters by player', async () => {
    const match = await club.createMatch('Chennai', 'Sydney', when.inDays(3));
    await club.updatePlayers(match._id, LONG_TEAM1, LONG_TEAM2);
    const pick = await club.createGroup(match._id, { betType: 'Multi Betters', betAmount: 10 });
    const bidding = await club.createGroup(match._id, {
      betType: 'Bidding Method',
      betAmount: 10,
      minimumIncrement: 5,
    });
    const session = await openSession({ viewport: PHONE });
    const { page } = session;
    await signInTo(page, member, '/dashboard');

    // Tap-to-pick: every name shows whole, its words on one line each.
    await page.goto(`/place-bet/${pick._id}`);
    const ashwin = page.getByRole('button', { name: /Ravichandran Ashwin/ });
    await ashwin.waitFor();
    expect(await brokenWords(page, 'button[aria-pressed]')).toEqual([]);
    // A name too wide for one line takes two, so the button grew rather than cut it.
    expect((await ashwin.boundingBox())?.height ?? 0).toBeGreaterThan(40);

    // The bidding grid: each lot names its players whole.
    await page.goto(`/place-bid/${bidding._id}`);
    await page.locator('[data-lot="123"]').waitFor();
    expect(await brokenWords(page, '[data-lot] [data-lot-players]')).toEqual([]);
    const grid = page.locator('[data-lot]').first().locator('xpath=..');
    const fullHeight = (await grid.boundingBox())?.height ?? 0;
    await see(page, 'Showing 364 of 364 lots');
    // One player's lots: 78 of them, in a grid a fraction of the height.
    await page.getByRole('combobox', { name: 'Player', exact: true }).click();
    await page.getByRole('option', { name: '2 Washington Sundar' }).click();
    await see(page, 'Showing 78 of 364 lots');
    await poll(() => page.locator('[data-lot]').count()).toBe(78);
    const combos = await page
      .locator('[data-lot]')
      .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-lot')));
    expect(combos.every((combination) => combination?.includes('2'))).toBe(true);
    const filteredHeight = (await grid.boundingBox())?.height ?? 0;
    process.stdout.write(
      `bidding grid at 375 px: all 364 lots ${Math.round(fullHeight)} px, one player ${Math.round(filteredHeight)} px\n`,
    );
    expect(filteredHeight).toBeLessThan(fullHeight / 4);
    await session.close();
  });

  test('a scorecard row takes its figures in one line each, on a number pad', async () => {
    const match = await club.createMatch('Lions', 'Tigers', when.inDays(2));
    await club.updatePlayers(match._id, LONG_TEAM1, LONG_TEAM2);
    const session = await openSession({ viewport: PHONE });
    const { page } = session;
    await signInTo(page, club.manager, '/manager-dashboard');
    await page.goto(`/manager-dashboard/Manage-Matches/scorecard/${match._id}`);
    await page.getByRole('button', { name: /^Ruturaj Gaikwad/ }).click();
    const editor = page.getByRole('group', { name: '4 Ruturaj Gaikwad figures' });
    const batting = editor.getByRole('textbox', { name: 'Batting in one line' });
    const bowling = editor.getByRole('textbox', { name: 'Bowling in one line' });
    expect(await batting.getAttribute('inputmode')).toBe('decimal');
    expect(await bowling.getAttribute('inputmode')).toBe('decimal');
    // Two boxes instead of eight: one tap and a line each.
    await batting.click();
    await batting.pressSequentially('52 30 5 2');
    await bowling.click();
    await bowling.pressSequentially('4-0-20-3');
    expect(await editor.getByRole('textbox', { name: 'Runs', exact: true }).inputValue()).toBe('52');
    expect(await editor.getByRole('textbox', { name: 'Sixes' }).inputValue()).toBe('2');
    expect(await editor.getByRole('textbox', { name: 'Wickets' }).inputValue()).toBe('3');
    // The row's line reads as a scorecard writes it, the bowling with its maidens.
    await see(page, '52* (30) · 4-0-20-3');
    await page.getByRole('button', { name: 'Save scorecard' }).click();
    // The match starts in two days: the result form's question first.
    await answerConfirm(page, messages.confirmResultBeforeStart, 'Save scorecard');
    await toast(page, messages.scorecardSaved);
    const saved = await getScorecard(api, club.managerToken, match._id);
    expect(saved.figures.team1[3]).toMatchObject({
      runs: 52,
      balls: 30,
      fours: 5,
      sixes: 2,
      ballsBowled: 24,
      maidens: 0,
      runsConceded: 20,
      wickets: 3,
    });
    await session.close();
  });

  test('a member opening a manager address is told it is for club staff, with a way back', async () => {
    const session = await openSession({ viewport: PHONE });
    const { page } = session;
    await signInTo(page, member, '/dashboard');
    await page.goto('/manager-dashboard/Manage-Matches');
    await expectPath(page, '/');
    await see(page, 'This page is for club staff');
    await page.getByRole('link', { name: 'Back to my dashboard' }).click();
    await expectPath(page, '/dashboard');
    await session.close();
  });
});
