import { screen } from '@testing-library/react';
import type { AuditList } from '@wicket/shared/schemas/audit';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderScreen, signIn } from '@/testing/render';
import { AuditPage } from '../pages/audit-page';

const list: AuditList = {
  entries: [
    {
      _id: 'a1',
      at: '2026-03-12T14:00:00.000Z',
      actor: { _id: 'u1', firstName: 'Priya', lastName: 'Patel', userType: 'Manager' },
      clubId: 'club-1',
      action: 'credit.add',
      entity: 'member',
      entityId: 'member-1',
      before: { _id: 'member-1', credits: 0 },
      after: { _id: 'member-1', credits: 100, amount: 100 },
      clubName: 'Home Club',
      member: { _id: 'member-1', firstName: 'Rahul', lastName: 'Sharma' },
      match: null,
    },
  ],
  total: 1,
  page: 1,
  limit: 50,
};

describe('audit screen', () => {
  it("an Admin's list says in words who did what to whom, with the club, and the details folded below", async () => {
    signIn({ userType: 'Admin', firstName: 'Ada' });
    fakeFetch([{ url: '/api/audit?page=1&limit=50', body: list }]);
    renderScreen(<AuditPage />, { path: '/admin-dashboard/audit', url: '/admin-dashboard/audit' });
    expect((await screen.findAllByText('Priya credited Rahul Sharma RS 100.00')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Club').length).toBeGreaterThan(0);
    expect(screen.getByText('Home Club')).toBeTruthy();
    expect(screen.getByText('Show details')).toBeTruthy();
    expect(screen.getByText('Balance: RS 0.00 → RS 100.00')).toBeTruthy();
    expect(screen.queryByText(/member-1/)).toBeNull();
  });

  it("a Manager's list (one club) has no Club column", async () => {
    signIn({ userType: 'Manager', firstName: 'Priya' });
    fakeFetch([{ url: '/api/audit?page=1&limit=50', body: list }]);
    renderScreen(<AuditPage />, { path: '/manager-dashboard/audit', url: '/manager-dashboard/audit' });
    expect((await screen.findAllByText('Priya credited Rahul Sharma RS 100.00')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Home Club')).toBeNull();
  });
});
