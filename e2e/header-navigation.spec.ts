import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { ClubScenario, TEAM1_PLAYERS, TEAM2_PLAYERS, when } from './support/api';
import { DESKTOP, expectPath, field, headerBalance, PHONE, see, signIn, signInTo } from './support/browser';
import { E2E_ADMIN } from './support/server';
import { card, choose, localInput, poll, toast } from './support/staff';
import { browserSuite, chromiumPath } from './support/suite';

/** 30 characters, the longest first name the app takes. */
const LONG_NAME = 'Venkataraghavan Subramaniyamsw';

/**
 * What is wrong with the header: Log Out cut off or outside the screen, controls on more than one row, a header
 * taller than one row. Runs in the page (a string: the Node-side type check has no DOM library).
 */
function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const problems = [];
    const header = document.querySelector('header');
    const width = window.innerWidth;
    const shown = (el) => {
      if (el.closest('[aria-hidden="true"]')) return false;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
    };
    const logOut = [...header.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Log Out');
    if (!logOut) problems.push('no Log Out button');
    else {
      const box = logOut.getBoundingClientRect();
      if (box.left < 0 || box.right > width + 0.5) problems.push('Log Out is outside the screen: ' + box.left + '-' + box.right);
      for (const el of [logOut, ...logOut.querySelectorAll('*')]) {
        if (el.scrollWidth > el.clientWidth + 1) problems.push('Log Out is cut: ' + el.scrollWidth + ' > ' + el.clientWidth);
      }
    }
    const controls = [...header.querySelectorAll('a, button')].filter(shown);
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.right > width + 0.5) problems.push((el.getAttribute('aria-label') || el.textContent.trim()) + ' is outside the screen');
      if (el.tagName === 'A' && el.closest('nav') && el.scrollWidth > el.clientWidth + 1) problems.push(el.textContent.trim() + ' is cut');
    }
    // The links have a row of their own on wide screens (issue 38), each row one line.
    for (const row of [controls.filter((el) => !el.closest('nav')), controls.filter((el) => el.closest('nav'))]) {
      if (row.length === 0) continue;
      const middles = row.map((el) => { const b = el.getBoundingClientRect(); return b.top + b.height / 2; });
      if (Math.max(...middles) - Math.min(...middles) > 4) problems.push('the header controls sit on more than one row');
    }
    // One row of controls, plus the links' row (wide) or the name and balance's row (phones).
    const height = header.getBoundingClientRect().height;
    if (height > 110) problems.push('the header is ' + height + ' px tall');
    if (document.documentElement.scrollWidth > width) problems.push('the page scrolls sideways');
    return problems;
  })()`);
}

const scrollY = (page: Page) => page.evaluate('window.scrollY') as Promise<number>;
const scrollToBottom = (page: Page) => page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');

/** The screen's title is at the top, below the sticky header, not under it. */
async function expectTitleInView(page: Page): Promise<void> {
  const [headerBottom, titleTop] = (await page.evaluate(`(() => [
    document.querySelector('header').getBoundingClientRect().bottom,
    document.querySelector('main h1, main h2').getBoundingClientRect().top,
  ])()`)) as [number, number];
  expect(titleTop).toBeGreaterThanOrEqual(headerBottom);
}

describe.skipIf(!chromiumPath)('header, history and scroll (issue 27)', () => {
  const { api, openSession } = browserSuite();
  let club: ClubScenario;
  let member: Awaited<ReturnType<ClubScenario['addMember']>>;

  beforeAll(async () => {
    club = await ClubScenario.create(api, 'Header Club', LONG_NAME);
    member = await club.addMember(LONG_NAME, 100_000);
    expect(LONG_NAME).toHaveLength(30);
  });
  const viewports = { 'phone 375': PHONE, 'phone 320': { width: 320, height: 640 }, 'desktop 1280': DESKTOP };

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`${size}: Log Out whole and nothing wraps, for a 30-character name with RS 1,00,000 and every role`, async () => {
      const people = [
        { who: 'member', phone: member.phone, password: member.password, home: '/dashboard' },
        { who: 'manager', phone: club.manager.phone, password: club.manager.password, home: '/manager-dashboard' },
        { who: 'admin', phone: E2E_ADMIN.phone, password: E2E_ADMIN.password, home: '/admin-dashboard' },
      ];
      for (const person of people) {
        const session = await openSession({ viewport });
        const { page } = session;
        await signInTo(page, person, person.home);
        if (person.who === 'member') await see(page, 'RS 1,00,000.00');
        await page.getByRole('button', { name: 'Log Out' }).waitFor();
        expect(await headerProblems(page), `${person.who} at ${size}`).toEqual([]);
        // The navigation is there, in a row or in the menu.
        const nav = page.getByRole('navigation', { name: 'Main' });
        const menu = page.getByRole('button', { name: 'Open menu' });
        expect((await nav.isVisible()) || (await menu.isVisible())).toBe(true);
        await session.close();
      }
    });
  }

  /**
   * The member's money whole (issue 38: `RS 99…` at 375 px, nothing at 320): the balance's box shows all of its text
   * (no ellipsis: its content is no wider than the box), sits inside the screen, and neither the bell's badge nor
   * the name covers it; the badge covers no other control either.
   */
  const balanceProblems = (page: Page): Promise<string[]> =>
    page.evaluate(`(() => {
      const problems = [];
      const width = window.innerWidth;
      const balance = document.querySelector('header [data-balance]');
      if (!balance) return ['no balance in the header'];
      const box = balance.getBoundingClientRect();
      if (balance.textContent !== 'RS 1,00,000.00') problems.push('the balance reads ' + balance.textContent);
      if (balance.scrollWidth > balance.clientWidth) problems.push('the balance is cut: ' + balance.scrollWidth + ' > ' + balance.clientWidth);
      if (box.width === 0 || box.left < 0 || box.right > width + 0.5) problems.push('the balance is outside the screen: ' + box.left + '-' + box.right);
      const overlaps = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      const badge = document.querySelector('header .mantine-Indicator-indicator');
      if (!badge) problems.push('no unread badge on the bell');
      else {
        const badgeBox = badge.getBoundingClientRect();
        const bell = badge.parentElement;
        const others = [...document.querySelectorAll('header a, header button, header [data-balance], header [title]')]
          .filter((el) => !bell.contains(el) && el.getBoundingClientRect().width > 0);
        for (const el of others) {
          if (overlaps(badgeBox, el.getBoundingClientRect())) problems.push('the badge covers ' + (el.getAttribute('aria-label') || el.textContent.trim()));
        }
      }
      const name = document.querySelector('header [title="${LONG_NAME}"]');
      if (name && overlaps(name.getBoundingClientRect(), box)) problems.push('the name covers the balance');
      return problems;
    })()`) as Promise<string[]>;

  for (const viewport of [{ width: 320, height: 640 }, PHONE]) {
    test(`${viewport.width} px: the member reads RS 1,00,000.00 whole, the bell's badge covering nothing`, async () => {
      const session = await openSession({ viewport });
      const { page } = session;
      await signInTo(page, member, '/dashboard');
      await poll(() => headerBalance(page).textContent()).toBe('RS 1,00,000.00');
      // The credit she was given is unread: the badge is on the bell.
      await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor();
      expect(await balanceProblems(page)).toEqual([]);
      expect(await headerProblems(page)).toEqual([]);
      await session.close();
    });
  }

  test('1280 px: the member and the manager have their links in the header, not the phone menu', async () => {
    const people = [
      // The member's eight: Notifications (design-contests section 2) joined the seven of issue 38.
      { phone: member.phone, password: member.password, home: '/dashboard', links: 8 },
      { phone: club.manager.phone, password: club.manager.password, home: '/manager-dashboard', links: 8 },
    ];
    for (const person of people) {
      const session = await openSession({ viewport: DESKTOP });
      const { page } = session;
      await signInTo(page, person, person.home);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.waitFor();
      expect(await nav.getByRole('link').count()).toBe(person.links);
      expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
      expect(await headerProblems(page), person.home).toEqual([]);
      await nav.getByRole('link', { name: 'Change Password' }).click();
      await expectPath(page, '/change-password');
      await session.close();
    }
  });

  test('a saved form leaves history: after two groups the back arrow reaches Manage Matches in one tap', async () => {
    const match = await club.createMatch('Kent', 'Essex', when.inDays(3));
    const session = await openSession({ viewport: PHONE });
    const { page } = session;
    await signIn(page, club.manager.phone, club.manager.password);
    // Signed in (the token stored) before the next page load, or it would open signed out.
    await expectPath(page, '/manager-dashboard');
    await page.goto('/manager-dashboard/Manage-Matches');
    await card(page, 'Kent vs Essex').getByRole('link', { name: 'Add/Manage Groups' }).click();
    await expectPath(page, `/manager-dashboard/manage-match/${match._id}`);
    for (const amount of ['10', '20']) {
      await page.getByRole('link', { name: 'Add Group' }).click();
      await expectPath(page, `/manager-dashboard/add-group/${match._id}`);
      await field(page, 'Bet Amount (RS)').fill(amount);
      await field(page, '1st Prize Share (%)').fill('100');
      await field(page, '2nd Prize Share (%)').fill('0');
      await field(page, '3rd Prize Share (%)').fill('0');
      await choose(page, 'Status', 'Active');
      await page.getByRole('button', { name: 'Add Group' }).click();
      await toast(page, 'Group added successfully!');
      await expectPath(page, `/manager-dashboard/manage-match/${match._id}`);
    }
    await page.getByRole('button', { name: 'Go back' }).click();
    await expectPath(page, '/manager-dashboard/Manage-Matches');

    // An edit saved from Manage Matches returns there, and Back does not reopen the form.
    await card(page, 'Kent vs Essex').getByRole('link', { name: 'Edit', exact: true }).click();
    await field(page, 'Team 2').fill('Sussex');
    await page.getByRole('button', { name: 'Update Match' }).click();
    await toast(page, 'Match updated successfully!');
    await expectPath(page, '/manager-dashboard/Manage-Matches');
    await card(page, 'Kent vs Sussex').waitFor();
    // Behind Manage Matches is the dashboard the manager signed in to (the list was opened by its address).
    await page.goBack();
    await expectPath(page, '/manager-dashboard');
    await session.close();
  });

  test('every route opens at the top, and Back returns to where the list was left', async () => {
    for (let i = 1; i <= 6; i += 1) {
      const m = await club.createMatch(`Home ${i}`, `Away ${i}`, when.inDays(4 + i));
      await club.updatePlayers(m._id, TEAM1_PLAYERS, TEAM2_PLAYERS);
    }
    // A desktop window short enough for Manage Matches (two columns of cards) to scroll.
    for (const viewport of [PHONE, { width: DESKTOP.width, height: 560 }]) {
      const session = await openSession({ viewport });
      const { page } = session;
      await signIn(page, club.manager.phone, club.manager.password);
      // Signed in (the token stored) before the next page load, or it would open signed out.
      await expectPath(page, '/manager-dashboard');
      await page.goto('/manager-dashboard/Manage-Matches');
      const last = card(page, 'Home 6 vs Away 6');
      await last.waitFor();
      await scrollToBottom(page);
      const left = await scrollY(page);
      expect(left).toBeGreaterThan(100);
      await last.getByRole('link', { name: 'Add/Manage Groups' }).click();
      await page
        .getByRole('heading', { name: /Groups/ })
        .first()
        .waitFor();
      expect(await scrollY(page)).toBe(0);
      await expectTitleInView(page);
      await page.getByRole('button', { name: 'Go back' }).click();
      await expectPath(page, '/manager-dashboard/Manage-Matches');
      await last.waitFor();
      await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 2);

      // Each screen of the navigation opens at its top, whichever was scrolled before.
      for (const [label, path, title] of [
        ['Members', '/manager-dashboard/manage-members', 'Manage Members'],
        ['Audit', '/manager-dashboard/audit', 'Audit Trail'],
        ['Manage Matches', '/manager-dashboard/Manage-Matches', 'Manage Matches'],
      ] as const) {
        await scrollToBottom(page);
        const inRow = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true });
        if (await inRow.isVisible()) await inRow.click();
        else {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('menuitem', { name: label, exact: true }).click();
        }
        await expectPath(page, path);
        // The address changes at once; the screen once its code has arrived.
        await page.getByRole('main').getByRole('heading', { name: title, exact: true }).waitFor();
        expect(await scrollY(page), label).toBe(0);
        await expectTitleInView(page);
      }
      await session.close();
    }
  });

  test('Add Match offers the next steps, and the member sees Play only once a group is open', async () => {
    const session = await openSession({ viewport: PHONE });
    const { page } = session;
    await signIn(page, club.manager.phone, club.manager.password);
    // Signed in (the token stored) before the next page load, or it would open signed out.
    await expectPath(page, '/manager-dashboard');
    await page.goto('/manager-dashboard/add-match');
    await field(page, 'Team 1').fill('Derby');
    await field(page, 'Team 2').fill('Notts');
    await page.getByLabel('Date and Time').fill(localInput(when.inDays(2)));
    await page.getByRole('button', { name: 'Add Match' }).click();
    await toast(page, 'Match added successfully!');
    const next = page.getByRole('status').filter({ hasText: 'Next for Derby vs Notts' });
    await next.getByRole('link', { name: 'Add Group' }).waitFor();
    await next.getByRole('link', { name: 'Add Players' }).click();
    await page.getByRole('heading', { name: 'Add Players' }).waitFor();
    await session.close();

    const memberSession = await openSession({ viewport: PHONE });
    await signIn(memberSession.page, member.phone, member.password);
    await see(memberSession.page, 'Derby vs Notts');
    expect(await memberSession.page.getByRole('link', { name: 'Play Derby vs Notts' }).count()).toBe(0);
    await memberSession.close();
  });
});
