import { expect, it } from 'vitest';
import { call, useTestApp } from '../../helpers/app';
import { createClub, createGroup, createMatch, createUser } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { balanceOf, betOk, saveLetterResult } from '../bets/helpers';

/** A database without any Admin: there is no platform account, so the manager receives the whole house remainder. */
const t = useTestApp();

it('pays the whole house remainder to the manager when no platform admin exists', async () => {
  const club = await createClub(t.app, { adminShare: 40 });
  const match = await createMatch(t.app, club.clubId);
  const group = await createGroup(t.app, match.id, { betAmount: 1000n, shares: [50, 30, 10] });
  const a = await createUser(t.app, { clubId: club.clubId, credits: 5000n });
  const b = await createUser(t.app, { clubId: club.clubId, credits: 5000n });
  await betOk(t.app, a.token, group, ['12A']);
  await betOk(t.app, b.token, group, ['12B']);
  await saveLetterResult(t.app, match.id, [10, 5]);
  const res = await call(t.app, 'POST', `/api/matches/${match.id}/approve-credits`, { token: club.manager.token });
  expect(res.status).toBe(200);
  // P 2000: 1st 1000, 2nd 600, 3rd unpaid. H = 400, all to the manager.
  expect(res.body.summary).toMatchObject({ adminShare: 0, managerShare: 4 });
  expect(await balanceOf(t.db, a.id)).toBe(5000n);
  expect(await balanceOf(t.db, b.id)).toBe(4600n);
  expect(await balanceOf(t.db, club.manager.id)).toBe(400n);
  await expectLedgerBalanced(t.db);
});
