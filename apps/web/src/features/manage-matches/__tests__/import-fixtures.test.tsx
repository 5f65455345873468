import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fixtureColumnsFoundMessage,
  fixturesImportedMessage,
  fixturesReadyMessage,
  messages,
  rowsHaveErrorsMessage,
} from '@wicket/shared/messages';
import type { FixtureRow } from '@wicket/shared/schemas/fixtures';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderScreen, signIn } from '@/testing/render';
import { browserTimeZone, timeZoneLabel } from '../components/import-fixtures-panel';
import { ManageMatchesPage } from '../pages/manage-matches-page';

const CSV = 'team1,team2,dateTime\nLions,Tigers,2030-01-01 19:30\nLions,Lions,2030-01-02 19:30';
const row = (line: number, over: Partial<FixtureRow>): FixtureRow => ({
  line,
  team1: 'Lions',
  team2: 'Tigers',
  dateTime: '2030-01-01T14:00:00.000Z',
  status: 'Active',
  venue: null,
  outcome: 'ready',
  message: null,
  matchId: null,
  ...over,
});
const base = [
  { url: '/api/matches/club/club-1', body: [] },
  { url: '/api/clubs/club-1', body: { _id: 'club-1', clubName: 'Other CC' } },
];
const IMPORT_URL = '/api/clubs/club-1/matches/import';

describe('Import fixtures on Manage Matches', () => {
  it('checks the file (errors beside their line), then imports it with an Idempotency-Key', async () => {
    signIn({ userType: 'Admin', firstName: 'Ada' });
    const refused = fakeFetch([
      ...base,
      {
        method: 'POST',
        url: IMPORT_URL,
        status: 400,
        body: {
          message: rowsHaveErrorsMessage(1),
          rows: [row(2, {}), row(3, { team2: 'Lions', outcome: 'error', message: messages.teamsMustDiffer })],
        },
      },
    ]);
    renderScreen(<ManageMatchesPage />, {
      path: '/admin-dashboard/manage-club/:clubId',
      url: '/admin-dashboard/manage-club/club-1',
    });
    await userEvent.click(await screen.findByRole('button', { name: messages.importFixtures }));
    const panel = screen.getByRole('region', { name: messages.importFixtures });
    expect(within(panel).getByRole('switch', { name: messages.createClubGroups })).toBeChecked();
    fireEvent.change(within(panel).getByLabelText('Or paste the CSV'), { target: { value: CSV } });
    await userEvent.click(within(panel).getByRole('button', { name: 'Check file' }));

    expect(await within(panel).findByText(rowsHaveErrorsMessage(1))).toBeInTheDocument();
    expect(await within(panel).findByText(messages.teamsMustDiffer)).toBeInTheDocument();
    expect(within(panel).getByText(/Lions vs Lions/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Import' })).toBeDisabled();
    const dryRun = refused.find((c) => c.method === 'POST');
    expect(dryRun?.body).toEqual({
      csv: CSV,
      timeZone: browserTimeZone(),
      dryRun: true,
      createGroups: true,
    });
    expect(dryRun?.headers['idempotency-key']).toBeUndefined();

    // The corrected file: ready, then imported.
    const fixed = 'team1,team2,dateTime\nLions,Tigers,2030-01-01 19:30';
    fakeFetch([
      ...base,
      {
        method: 'POST',
        url: IMPORT_URL,
        body: { message: fixturesReadyMessage(1), created: 0, skipped: 0, rows: [row(2, {})] },
      },
    ]);
    fireEvent.change(within(panel).getByLabelText('Or paste the CSV'), { target: { value: fixed } });
    await userEvent.click(within(panel).getByRole('switch', { name: messages.createClubGroups }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Check file' }));
    expect(await within(panel).findByText(fixturesReadyMessage(1))).toBeInTheDocument();

    const calls = fakeFetch([
      ...base,
      {
        method: 'POST',
        url: IMPORT_URL,
        status: 201,
        body: {
          message: fixturesImportedMessage(1),
          created: 1,
          skipped: 0,
          rows: [row(2, { outcome: 'created', matchId: 'm-1' })],
        },
      },
    ]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Import 1 match' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(fixturesImportedMessage(1));
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toMatchObject({ csv: fixed, dryRun: false, createGroups: false });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await within(panel).findByText('Imported')).toBeInTheDocument();
  });

  it('names the time zone as people know it: Asia/Kolkata for the Asia/Calcutta browsers answer (issue 38)', () => {
    expect(browserTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(browserTimeZone('Europe/London')).toBe('Europe/London');
    expect(browserTimeZone('')).toBe('UTC');
    expect(timeZoneLabel('Asia/Kolkata')).toBe('India Standard Time (Asia/Kolkata)');
    expect(timeZoneLabel('Not/AZone')).toBe('Not/AZone');
  });

  it("shows a refused file once, in the panel, without a toast, and each row's venue (issue 38)", async () => {
    notifications.clean();
    signIn({ userType: 'Admin', firstName: 'Ada' });
    const columns = fixtureColumnsFoundMessage('Match, When');
    fakeFetch([...base, { method: 'POST', url: IMPORT_URL, status: 400, body: { message: columns } }]);
    renderScreen(<ManageMatchesPage />, {
      path: '/admin-dashboard/manage-club/:clubId',
      url: '/admin-dashboard/manage-club/club-1',
    });
    await userEvent.click(await screen.findByRole('button', { name: messages.importFixtures }));
    const panel = screen.getByRole('region', { name: messages.importFixtures });
    fireEvent.change(within(panel).getByLabelText('Or paste the CSV'), { target: { value: 'Match,When\nA v B,x' } });
    await userEvent.click(within(panel).getByRole('button', { name: 'Check file' }));
    expect(await within(panel).findByText(columns)).toBeInTheDocument();
    // Give a toast the time it would take to show: none comes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText(columns)).toHaveLength(1);
    const toasts = [...document.querySelectorAll('.app-toasts .mantine-Notification-root')].map((n) => n.textContent);
    expect(toasts.filter((text) => text?.includes(columns))).toEqual([]);

    fakeFetch([
      ...base,
      {
        method: 'POST',
        url: IMPORT_URL,
        body: { message: fixturesReadyMessage(1), created: 0, skipped: 0, rows: [row(2, { venue: 'Galle Fort' })] },
      },
    ]);
    fireEvent.change(within(panel).getByLabelText('Or paste the CSV'), { target: { value: CSV } });
    await userEvent.click(within(panel).getByRole('button', { name: 'Check file' }));
    expect(await within(panel).findByText(fixturesReadyMessage(1))).toBeInTheDocument();
    expect(within(panel).getAllByText('Galle Fort').length).toBeGreaterThan(0);
  });
});
