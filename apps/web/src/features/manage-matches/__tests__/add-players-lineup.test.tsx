import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@wicket/shared/messages';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { matchOf } from '@/testing/fixtures';
import { renderScreen, signIn } from '@/testing/render';
import { AddPlayersPage } from '../pages/add-players-page';

const match = matchOf({
  _id: 'm1',
  team1: 'Lions',
  team2: 'Tigers',
  dateTime: new Date(Date.now() + 86_400_000).toISOString(),
});
const lineup = {
  team1: {
    team: { _id: 't1', name: 'Lions' },
    squad: ['Asha Rao', 'Bina Das', 'Chitra Iyer'],
    suggested: { 0: 'Asha Rao', 1: 'Bina Das' },
    // Prices the team remembers (Fantasy Team): a suggested name opens with its price, a chosen one brings it.
    credits: { 'bina das': 9.5, 'chitra iyer': 10 },
  },
  team2: { team: null, squad: [], suggested: {}, credits: {} },
};

describe('Add Players with the club squads (design-season section 4)', () => {
  it('opens prefilled with the suggested lineup and offers the squad in each slot', { timeout: 30_000 }, async () => {
    signIn({ userType: 'Manager' });
    const calls = fakeFetch([
      { url: '/api/matches/m1', body: match },
      { url: '/api/matches/m1/lineup', body: lineup },
      {
        method: 'PUT',
        url: '/api/matches/m1/update-players',
        body: { ...match, message: messages.playersUpdated, unnamedPlayers: 0 },
      },
    ]);
    renderScreen(<AddPlayersPage />, { path: '/add-players/:matchId', url: '/add-players/m1' });
    const user = userEvent.setup();
    expect(await screen.findByRole('combobox', { name: 'Player 1' })).toHaveValue('Asha Rao');
    expect(screen.getByRole('combobox', { name: 'Player 2' })).toHaveValue('Bina Das');
    expect(screen.getByRole('combobox', { name: 'Player 3' })).toHaveValue('');
    const third = screen.getByRole('combobox', { name: 'Player 3' });
    await user.type(third, 'Chi');
    // every slot keeps its own list: pick from the one this slot controls
    await waitFor(() => expect(third.getAttribute('aria-controls')).toBeTruthy());
    const list = document.getElementById(third.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(within(list).getByRole('option', { name: 'Chitra Iyer', hidden: true }));
    expect(screen.getByRole('combobox', { name: 'Player 3' })).toHaveValue('Chitra Iyer');
    // any other name can still be typed
    await user.type(screen.getByRole('textbox', { name: 'Player A' }), 'Someone New');
    await user.click(screen.getByRole('button', { name: 'Add Players' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      team1Players: { 0: 'Asha Rao', 1: 'Bina Das', 2: 'Chitra Iyer' },
      team2Players: { 0: 'Someone New' },
      // Each named slot's Fantasy Team price: Bina's and Chitra's remembered 9.5 and 10, else 8.
      team1Credits: { 0: 8, 1: 9.5, 2: 10 },
      team2Credits: { 0: 8 },
    });
  });

  it('keeps the players a match already has', async () => {
    signIn({ userType: 'Manager' });
    fakeFetch([
      { url: '/api/matches/m1', body: { ...match, Team1Players: { 0: 'Kept' } } },
      { url: '/api/matches/m1/lineup', body: lineup },
    ]);
    renderScreen(<AddPlayersPage />, { path: '/add-players/:matchId', url: '/add-players/m1' });
    expect(await screen.findByRole('combobox', { name: 'Player 1' })).toHaveValue('Kept');
    expect(screen.getByRole('combobox', { name: 'Player 2' })).toHaveValue('');
  });
});
