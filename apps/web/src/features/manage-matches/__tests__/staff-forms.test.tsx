import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, playersSavedMessage } from '@wicket/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { matchOf } from '@/testing/fixtures';
import { renderScreen, signIn } from '@/testing/render';
import { EMPTY_MATCH, MatchForm } from '../components/match-form';
import { AddPlayersPage } from '../pages/add-players-page';
import { EditMatchPage } from '../pages/edit-match-page';

const inOneDay = new Date(Date.now() + 86_400_000);
const localInput = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

const match = matchOf({ _id: 'm1', dateTime: inOneDay.toISOString(), hasBets: true });

describe('match form: the section 9 checks before sending (issue 13, item 5)', () => {
  it('refuses "Same vs Same" and a 2020 date without calling onSubmit', async () => {
    const onSubmit = vi.fn(async () => true);
    renderScreen(
      <MatchForm initialValues={EMPTY_MATCH} submitLabel="Add Match" onSubmit={onSubmit} pending={false} />,
      {
        path: '/',
        url: '/',
      },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Team 1/), 'Same');
    await user.type(screen.getByLabelText(/Team 2/), 'Same');
    fireEvent.change(screen.getByLabelText(/Date and Time/), { target: { value: '2020-03-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Add Match' }));
    expect(await screen.findByText(messages.teamsMustDiffer)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Team 2/));
    await user.type(screen.getByLabelText(/Team 2/), 'Other');
    await user.click(screen.getByRole('button', { name: 'Add Match' }));
    expect(await screen.findByText(messages.dateTimeInPast)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('edit match with bets (item 6)', () => {
  it('says why it is locked, leaves only Date and Time editable, and refuses an earlier time', async () => {
    signIn({ userType: 'Manager' });
    const calls = fakeFetch([{ url: '/api/matches/m1', body: match }]);
    renderScreen(<EditMatchPage />, { path: '/edit/:id', url: '/edit/m1' });
    expect(await screen.findByText(messages.matchEditLocked)).toBeInTheDocument();
    expect(screen.getByLabelText(/Team 1/)).toBeDisabled();
    expect(screen.getByLabelText(/Team 2/)).toBeDisabled();
    const when = screen.getByLabelText(/Date and Time/);
    expect(when).toBeEnabled();
    fireEvent.change(when, { target: { value: localInput(new Date(inOneDay.getTime() - 3_600_000)) } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Postpone Match' }));
    expect(await screen.findByText(messages.postponeLaterOnly)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('a match with bets can still get its venue, alone, as the server allows (issue 38)', async () => {
    signIn({ userType: 'Manager' });
    const calls = fakeFetch([
      { url: '/api/matches/m1', body: match },
      { method: 'PUT', url: '/api/matches/m1', body: { ...match, venue: 'Lords', message: messages.matchUpdated } },
    ]);
    renderScreen(<EditMatchPage />, { path: '/edit/:id', url: '/edit/m1' });
    const venue = await screen.findByLabelText(/Venue/);
    expect(venue).toBeEnabled();
    const user = userEvent.setup();
    await user.type(venue, 'Lords');
    await user.click(screen.getByRole('button', { name: 'Postpone Match' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      team1: 'India',
      team2: 'Australia',
      dateTime: match.dateTime,
      status: 'Active',
      venue: 'Lords',
    });
    // Its success toast would hold a later test's toast in the queue (at most two show).
    notifications.clean();
  });

  it('a match with bets that has started cannot be changed at all', async () => {
    signIn({ userType: 'Manager' });
    const started = { ...match, dateTime: new Date(Date.now() - 60_000).toISOString(), status: 'Ongoing' as const };
    fakeFetch([{ url: '/api/matches/m1', body: started }]);
    renderScreen(<EditMatchPage />, { path: '/edit/:id', url: '/edit/m1' });
    expect(await screen.findByText(messages.matchLockedForGood)).toBeInTheDocument();
    expect(screen.getByLabelText(/Date and Time/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Postpone Match' })).toBeDisabled();
  });
});

describe('add players with every name blank (item 7)', () => {
  it("shows the server's text as a warning, not a plain success", async () => {
    signIn({ userType: 'Manager' });
    const text = playersSavedMessage(14, 14);
    fakeFetch([
      { url: '/api/matches/m1', body: { ...match, hasBets: false } },
      {
        method: 'PUT',
        url: '/api/matches/m1/update-players',
        body: { ...match, message: text, unnamedPlayers: 14 },
      },
    ]);
    renderScreen(<AddPlayersPage />, { path: '/add-players/:matchId', url: '/add-players/m1' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add Players' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('Saved with a warning')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Success')).not.toBeInTheDocument());
  });
});

describe('add players on a phone (issue 27)', () => {
  const open = () => {
    signIn({ userType: 'Manager' });
    const calls = fakeFetch([
      { url: '/api/matches/m1', body: { ...match, hasBets: false } },
      {
        method: 'PUT',
        url: '/api/matches/m1/update-players',
        body: { ...match, message: messages.playersUpdated, unnamedPlayers: 0 },
      },
    ]);
    renderScreen(<AddPlayersPage />, { path: '/add-players/:matchId', url: '/add-players/m1' });
    return calls;
  };

  it('Enter moves to the next field and saves nothing; the last team 1 field leads to team 2', async () => {
    const calls = open();
    const user = userEvent.setup();
    const first = await screen.findByRole('textbox', { name: 'Player 1' });
    await user.type(first, 'Rohit{Enter}');
    expect(screen.getByRole('textbox', { name: 'Player 2' })).toHaveFocus();
    screen.getByRole('textbox', { name: 'Player 7' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Player A' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('a pasted team fills the seven fields in order, by lines or commas', async () => {
    const calls = open();
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Paste India players' });
    await user.click(box);
    await user.paste('Rohit\nGill\n Kohli \n\nIyer\nPant\nJadeja\nBumrah');
    const names = ['Rohit', 'Gill', 'Kohli', 'Iyer', 'Pant', 'Jadeja', 'Bumrah'];
    names.forEach((name, index) => {
      expect(screen.getByRole('textbox', { name: `Player ${index + 1}` })).toHaveValue(name);
    });
    await user.click(screen.getByRole('textbox', { name: 'Paste Australia players' }));
    await user.paste('Head, Warner, Smith, Labuschagne, Marsh, Carey, Cummins, Starc');
    expect(screen.getByRole('textbox', { name: 'Player G' })).toHaveValue('Cummins');
    expect(screen.getByText(messages.playersPasteTooMany)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Players' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      team1Players: { 0: 'Rohit', 6: 'Bumrah' },
      team2Players: { 0: 'Head', 6: 'Cummins' },
    });
  });
});

describe('edit match once settled', () => {
  it('says credits were approved and offers nothing to submit', async () => {
    signIn({ userType: 'Manager' });
    const settled = { ...match, hasBets: false, status: 'Announced' as const, prizeShareStatus: 'Shared' };
    fakeFetch([{ url: '/api/matches/m1', body: settled }]);
    renderScreen(<EditMatchPage />, { path: '/edit/:id', url: '/edit/m1' });
    expect(await screen.findByText(messages.alreadySettled)).toBeInTheDocument();
    expect(screen.getByLabelText(/Date and Time/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update Match' })).toBeDisabled();
  });
});
