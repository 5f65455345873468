import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, playerListedTwiceMessage } from '@wicket/shared/messages';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderScreen, signIn } from '@/testing/render';
import { SquadsPage } from '../pages/squads-page';

const profile = { _id: 'manny', userType: 'Manager', memberOf: { _id: 'c1', clubName: 'Kent CC' } };
const lions = { _id: 't1', name: 'Lions', players: ['Asha Rao', 'Bina Das'] };
const template = {
  betType: 'First Better',
  betAmount: 10,
  minimumIncrement: null,
  winnerShare1: 50,
  winnerShare2: 30,
  winnerShare3: 10,
  status: 'Active',
};

function open(extra: Parameters<typeof fakeFetch>[0] = []) {
  signIn({ _id: 'manny', userType: 'Manager' });
  const calls = fakeFetch([
    { url: '/api/users/profile', body: profile },
    { url: '/api/clubs/c1/teams', body: [lions] },
    { url: '/api/clubs/c1/group-templates', body: { templates: [template] } },
    ...extra,
  ]);
  renderScreen(<SquadsPage />, { path: '/manager-dashboard/squads', url: '/manager-dashboard/squads' });
  return calls;
}

describe('squads screen', () => {
  it('lists the teams and adds one with the same form as edit; a name twice is refused before sending', {
    timeout: 30_000,
  }, async () => {
    const calls = open([
      {
        method: 'POST',
        url: '/api/clubs/c1/teams',
        status: 201,
        body: { _id: 't2', name: 'Tigers', players: ['Chitra', 'Divya'], message: messages.teamAdded },
      },
    ]);
    const user = userEvent.setup();
    expect(await screen.findByText('Lions')).toBeInTheDocument();
    expect(screen.getByText('2 players: Asha Rao, Bina Das')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add team' }));
    const form = within(screen.getByRole('form', { name: 'Add team' }));
    await user.type(form.getByLabelText(/Team name/), 'Tigers');
    await user.type(form.getByLabelText(/Players/), 'Chitra\nDivya\nchitra');
    await user.click(form.getByRole('button', { name: 'Add team' }));
    expect(await screen.findByText(playerListedTwiceMessage('chitra'))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(form.getByLabelText(/Players/));
    await user.type(form.getByLabelText(/Players/), 'Chitra, Divya');
    await user.click(form.getByRole('button', { name: 'Add team' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Tigers',
      players: ['Chitra', 'Divya'],
    });
  });

  it("edits a team in the same form and shows the server's 409 at the name", { timeout: 30_000 }, async () => {
    const calls = open([{ method: 'PUT', url: '/api/teams/t1', status: 409, body: { message: messages.teamExists } }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Lions' }));
    const form = within(screen.getByRole('form', { name: 'Save team' }));
    expect(form.getByLabelText(/Players/)).toHaveValue('Asha Rao\nBina Das');
    await user.clear(form.getByLabelText(/Team name/));
    await user.type(form.getByLabelText(/Team name/), 'Tigers');
    await user.click(form.getByRole('button', { name: 'Save team' }));
    expect(await screen.findByText(messages.teamExists)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Tigers',
      players: ['Asha Rao', 'Bina Das'],
    });
  });

  it('adds a group template with the group form and saves the whole list', { timeout: 30_000 }, async () => {
    const second = { ...template, betType: 'Multi Betters', betAmount: 20, status: 'Inactive' };
    const calls = open([
      {
        method: 'PUT',
        url: '/api/clubs/c1/group-templates',
        body: { templates: [template, second], message: messages.groupTemplatesSaved },
      },
    ]);
    const user = userEvent.setup();
    expect(await screen.findByText('Group 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add template' }));
    await user.click(screen.getByLabelText(/Bet Type/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Multi Betters', hidden: true }));
    await user.type(screen.getByLabelText(/Bet Amount/), '20');
    await user.click(screen.getByLabelText(/Status/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive', hidden: true }));
    await user.type(screen.getByLabelText(/1st Prize Share/), '50');
    await user.type(screen.getByLabelText(/2nd Prize Share/), '30');
    await user.type(screen.getByLabelText(/3rd Prize Share/), '10');
    await user.click(screen.getByRole('button', { name: 'Add template' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      templates: [
        {
          betType: 'First Better',
          betAmount: 10,
          winnerShare1: 50,
          winnerShare2: 30,
          winnerShare3: 10,
          status: 'Active',
        },
        {
          betType: 'Multi Betters',
          betAmount: 20,
          winnerShare1: 50,
          winnerShare2: 30,
          winnerShare3: 10,
          status: 'Inactive',
        },
      ],
    });
    expect(await screen.findByText('Group 2')).toBeInTheDocument();
  });
});
