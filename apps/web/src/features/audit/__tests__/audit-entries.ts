import type { AuditEntry } from '@wicket/shared/schemas/audit';

// The audit tests' entries, in English and in Hindi: what each test is about stands in its own fields.
export const MATCH_ID = '11111111-1111-4111-8111-111111111111';
export const MEMBER_ID = '22222222-2222-4222-8222-222222222222';
export const CLUB_ID = '33333333-3333-4333-8333-333333333333';

/** An entry as GET /api/audit answers it: Priya (the club's Manager) did it in Home Club. */
export const entry = (action: string, fields: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: 'a1',
  at: '2026-03-12T14:00:00.000Z',
  actor: { _id: 'u1', firstName: 'Priya', lastName: 'Patel', userType: 'Manager' },
  clubId: CLUB_ID,
  action,
  entity: action.startsWith('club')
    ? 'club'
    : action.split('.')[0] === 'players'
      ? 'match'
      : (action.split('.')[0] ?? ''),
  entityId: 'e1',
  before: null,
  after: null,
  clubName: 'Home Club',
  member: null,
  match: null,
  ...fields,
});

export const rahul = { _id: MEMBER_ID, firstName: 'Rahul', lastName: 'Sharma' };
export const kent = { _id: MATCH_ID, team1: 'Kent', team2: 'Essex' };
export const groupJson = { _id: 'g1', betType: 'Multi Betters', betAmount: 10, status: 'Active', match: MATCH_ID };
