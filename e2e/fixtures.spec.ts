import { fixturesImportedMessage, fixturesReadyMessage, messages } from '@wicket/shared/messages';
import { beforeAll, describe, expect, test } from 'vitest';
import { ClubScenario } from './support/api';
import { PHONE, see, signInTo } from './support/browser';
import { expectUsableScreen } from './support/checks';
import { card, toast } from './support/staff';
import { baseUrl, browserSuite, chromiumPath } from './support/suite';

/**
 * A season's fixture list as a spreadsheet exports it: its own header names (read as team1 and team2, issue 38), local
 * times, a quoted name, a venue, a row already in the club.
 */
const FIXTURES = [
  'Home Team,Away Team,Date,Time,Venue',
  '"Kandy, Lions",Galle Tigers,01/04/2031,7:30 PM,Pallekele',
  'Colombo Kings,Jaffna Stallions,02/04/2031,3:00 PM,Premadasa',
  'Dambulla Giants,Kandy Lions,03/04/2031,19:30,Dambulla',
  'colombo kings,JAFFNA STALLIONS,02/04/2031,15:00,Premadasa',
].join('\r\n');

/**
 * Fixtures on a phone (design-season section 5): a manager imports a season from a CSV file at 375 px, checks it
 * (a dry run), imports it and sees the matches listed; a member finds them in the calendar feed.
 */
describe.skipIf(!chromiumPath)('fixture import and calendar at 375 px', () => {
  const { api, openSession } = browserSuite();
  let club: ClubScenario;

  beforeAll(async () => {
    club = await ClubScenario.create(api, 'Fixtures Club');
  });
  test('a manager checks a CSV file, imports it and sees the matches listed', async () => {
    const { page } = await openSession({ viewport: PHONE });
    await signInTo(page, club.manager, '/manager-dashboard');
    await page.goto('/manager-dashboard/Manage-Matches');
    await see(page, messages.noMatchesInOwnClub);
    await page.getByRole('button', { name: messages.importFixtures }).click();
    const panel = page.getByRole('region', { name: messages.importFixtures });
    await expect(panel.getByRole('switch', { name: messages.createClubGroups }).isChecked()).resolves.toBe(true);
    await panel.locator('input[type="file"]').setInputFiles({
      name: 'season-2031.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(FIXTURES),
    });
    await panel.getByRole('button', { name: 'Check file' }).click();
    await see(page, fixturesReadyMessage(3));
    // The repeated row is skipped, and nothing exists yet.
    await see(page, messages.fixtureDuplicate);
    await see(page, 'Line 5: colombo kings vs JAFFNA STALLIONS');
    await expectUsableScreen(page);
    expect(await club.api.request<unknown[]>('GET', '/api/matches', { token: club.managerToken })).toEqual([]);

    await panel.getByRole('button', { name: 'Import 3 matches' }).click();
    await toast(page, fixturesImportedMessage(3));
    for (const name of [
      'Kandy, Lions vs Galle Tigers',
      'Colombo Kings vs Jaffna Stallions',
      'Dambulla Giants vs Kandy Lions',
    ]) {
      await card(page, name).waitFor();
    }
    await expectUsableScreen(page);
    const listed = await club.api.request<{ team1: string; dateTime: string; venue: string | null }[]>(
      'GET',
      '/api/matches',
      { token: club.managerToken },
    );
    expect(listed.map((m) => m.team1)).toEqual(['Kandy, Lions', 'Colombo Kings', 'Dambulla Giants']);
    // The Venue column is kept (issue 38: it was dropped) and shows on the match's card.
    expect(listed.map((m) => m.venue)).toEqual(['Pallekele', 'Premadasa', 'Dambulla']);
    await card(page, 'Kandy, Lions vs Galle Tigers').getByText('at Pallekele').waitFor();
    // Read in the browser's time zone (the session's), not the server's.
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(zone).toBeTruthy();
  });

  test('a member adds the fixtures to a calendar from the dashboard', async () => {
    const member = await club.addMember('Kavi');
    const { page } = await openSession({ viewport: PHONE });
    await signInTo(page, member, '/dashboard');
    const calendarCard = page.getByRole('region', { name: 'Add fixtures to your calendar' });
    // The card is below the matches and renders as the member scrolls towards it (WhenVisible).
    await expect
      .poll(async () => {
        await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
        return calendarCard.count();
      })
      .toBe(1);
    const address = calendarCard.getByRole('textbox', { name: 'Calendar address' });
    await expect.poll(() => address.inputValue()).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = await address.inputValue();
    const subscribe = calendarCard.getByRole('link', { name: 'Subscribe in your calendar' });
    expect(await subscribe.getAttribute('href')).toBe(url.replace(/^https?:\/\//, 'webcal://'));
    await expectUsableScreen(page);
    const feed = await fetch(`${baseUrl}${new URL(url).pathname}`);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    for (const summary of ['Colombo Kings vs Jaffna Stallions', 'Dambulla Giants vs Kandy Lions']) {
      expect(text).toContain(`SUMMARY:${summary}`);
    }
    // Where each is played, for the calendar app's map (issue 38).
    expect(text).toContain('LOCATION:Premadasa');
  });
});
