import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@wicket/shared/messages';
import { DEFAULT_POINTS_SYSTEM } from '@wicket/shared/points';
import type { PointsSystemAnswer, PointsSystemBody } from '@wicket/shared/schemas/points';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderScreen, signIn } from '@/testing/render';
import { PointsSystemPage } from '../pages/points-system-page';
import { addBand, type BandField, removeBand } from '../utils/points-form';

describe('band lists keep one band without a bound, last', () => {
  const bands: BandField[] = [
    { below: 5, points: 6 },
    { below: 6, points: 4 },
    { below: null, points: -6 },
  ];

  it('adds a band before the last, one above the limit before it', () => {
    expect(addBand(bands)).toEqual([
      { below: 5, points: 6 },
      { below: 6, points: 4 },
      { below: 7, points: 0 },
      { below: null, points: -6 },
    ]);
    expect(addBand([{ below: null, points: 3 }])).toEqual([
      { below: 1, points: 0 },
      { below: null, points: 3 },
    ]);
  });

  it('removing the last band makes the one before it the last, without a bound; the only band stays', () => {
    expect(removeBand(bands, 2)).toEqual([
      { below: 5, points: 6 },
      { below: null, points: 4 },
    ]);
    expect(removeBand(bands, 0)).toEqual([
      { below: 6, points: 4 },
      { below: null, points: -6 },
    ]);
    expect(removeBand([{ below: null, points: 1 }], 0)).toEqual([{ below: null, points: 1 }]);
  });
});

const system: PointsSystemAnswer = { ...DEFAULT_POINTS_SYSTEM, isDefault: true, updatedAt: null };
const profile = { _id: 'manny', userType: 'Manager', memberOf: { _id: 'c1', clubName: 'Kent CC' } };

describe('points system editor', () => {
  it('refuses 101 and bands out of order with the server texts, then saves the whole table', {
    timeout: 30_000,
  }, async () => {
    signIn({ _id: 'manny', userType: 'Manager' });
    const saved = { ...system, values: { ...system.values, six: 3 }, isDefault: false, updatedAt: '2026-01-01' };
    const calls = fakeFetch([
      { url: '/api/users/profile', body: profile },
      { url: '/api/clubs/c1/points-system', body: system },
      { method: 'PUT', url: '/api/clubs/c1/points-system', body: { ...saved, message: messages.pointsSystemSaved } },
    ]);
    renderScreen(<PointsSystemPage />, {
      path: '/manager-dashboard/points-system',
      url: '/manager-dashboard/points-system',
    });
    const user = userEvent.setup();
    const six = await screen.findByLabelText('Bonus for each six');
    expect(six).toHaveValue('2');
    await user.clear(six);
    await user.type(six, '101');
    const economy = within(screen.getByRole('group', { name: 'Economy' }));
    const secondLimit = economy.getByLabelText('Below, economy band 2');
    await user.clear(secondLimit);
    await user.type(secondLimit, '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.pointsInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.bandsInvalid)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.clear(six);
    await user.type(six, '3');
    await user.clear(secondLimit);
    await user.type(secondLimit, '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const body = calls.find((call) => call.method === 'PUT')?.body as PointsSystemBody;
    expect(body).toEqual({
      name: 'T20 standard',
      values: { ...DEFAULT_POINTS_SYSTEM.values, six: 3 },
      economyMinBalls: 12,
      economy: DEFAULT_POINTS_SYSTEM.economy,
      strikeRateMinBalls: 10,
      strikeRate: DEFAULT_POINTS_SYSTEM.strikeRate,
    });
    expect(await screen.findByText(messages.pointsSystemSaved, {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('adds a strike-rate band and sends it in place', { timeout: 30_000 }, async () => {
    signIn({ _id: 'manny', userType: 'Manager' });
    const calls = fakeFetch([
      { url: '/api/users/profile', body: profile },
      { url: '/api/clubs/c1/points-system', body: system },
      { method: 'PUT', url: '/api/clubs/c1/points-system', body: { ...system, message: messages.pointsSystemSaved } },
    ]);
    renderScreen(<PointsSystemPage />, {
      path: '/manager-dashboard/points-system',
      url: '/manager-dashboard/points-system',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add strike rate band' }));
    const strikeRate = within(screen.getByRole('group', { name: 'Strike rate' }));
    expect(strikeRate.getByLabelText('Below, strike rate band 7')).toHaveValue('171');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const body = calls.find((call) => call.method === 'PUT')?.body as PointsSystemBody;
    expect(body.strikeRate.slice(-2)).toEqual([
      { below: 171, points: 0 },
      { below: null, points: 6 },
    ]);
  });
});
