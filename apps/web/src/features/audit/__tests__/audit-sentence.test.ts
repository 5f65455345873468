import { AUDIT_ACTIONS, type AuditEntry } from '@wicket/shared/schemas/audit';
import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditDetails, auditSentence } from '../utils/audit-sentence';
import { CLUB_ID, entry, groupJson, kent, MATCH_ID, MEMBER_ID, rahul } from './audit-entries';

const matchJson = { _id: MATCH_ID, team1: 'Kent', team2: 'Essex', status: 'Active', club: CLUB_ID, hasBets: false };
const clubJson = { _id: CLUB_ID, clubName: 'Home Club', managerShare: 5, adminShare: 5, reminderMinutes: 60 };

/** Every audit action there is (AUDIT_ACTIONS, and the invitation's), with the sentence it reads as. */
const cases: Record<string, [Partial<AuditEntry>, string]> = {
  'credit.add': [
    {
      entity: 'member',
      member: rahul,
      before: { _id: MEMBER_ID, credits: 0 },
      after: { _id: MEMBER_ID, credits: 100, amount: 100 },
    },
    'Priya credited Rahul Sharma RS 100.00',
  ],
  'credit.deduct': [
    {
      entity: 'member',
      member: rahul,
      before: { _id: MEMBER_ID, credits: 100 },
      after: { _id: MEMBER_ID, credits: 79.5, amount: 20.5 },
    },
    'Priya deducted RS 20.50 from Rahul Sharma',
  ],
  'member.add': [
    { entity: 'member', member: rahul, after: { _id: MEMBER_ID, firstName: 'Rahul', lastName: 'Sharma' } },
    'Priya added Rahul Sharma to Home Club',
  ],
  'member.remove': [
    // The user is gone: the name comes from the row's JSON.
    { entity: 'member', before: { _id: MEMBER_ID, firstName: 'Rahul', lastName: 'Sharma' } },
    'Priya removed Rahul Sharma from Home Club',
  ],
  'member.invite': [{ entity: 'member', member: rahul }, 'Priya invited Rahul Sharma to join Home Club'],
  'member.uninvite': [
    // An invitation's rows keep the phone staff typed, not the account's name (the server joins none).
    { entity: 'member', before: { _id: MEMBER_ID, phoneNumber: '9876543210', invitation: 'i1' } },
    'Priya withdrew the invitation of 9876543210 to join Home Club',
  ],
  'member.invite (by phone)': [
    { entity: 'member', after: { _id: MEMBER_ID, phoneNumber: '9876543210', invitation: 'i1' } },
    'Priya invited 9876543210 to join Home Club',
  ],
  // The member's accept of an invitation is a `member.add` with the member as its actor (issue 38's walk).
  'member.add (accepted invitation)': [
    {
      entity: 'member',
      entityId: MEMBER_ID,
      actor: { _id: MEMBER_ID, firstName: 'Rahul', lastName: 'Sharma', userType: 'Member' },
      member: rahul,
      after: { _id: MEMBER_ID, firstName: 'Rahul', lastName: 'Sharma', invitation: 'i1' },
    },
    'Rahul accepted the invitation to join Home Club',
  ],
  'password.reset': [{ entity: 'member', member: rahul }, 'Priya reset the password of Rahul Sharma'],
  'welcome_link.create': [{ entity: 'member', member: rahul }, 'Priya made a new welcome link for Rahul Sharma'],
  'match.create': [{ match: kent, after: matchJson }, 'Priya added the match Kent vs Essex'],
  'match.update': [
    { match: kent, before: { ...matchJson, team2: 'Surrey' }, after: matchJson },
    'Priya edited the match Kent vs Essex',
  ],
  'match.delete': [{ before: matchJson }, 'Priya deleted the match Kent vs Essex'],
  'players.update': [
    { match: kent, before: matchJson, after: matchJson },
    'Priya updated the players of Kent vs Essex',
  ],
  'group.create': [{ match: kent, after: groupJson }, 'Priya added a RS 10.00 Multi Betters group to Kent vs Essex'],
  'group.update': [
    { match: kent, before: { ...groupJson, betAmount: 5 }, after: groupJson },
    'Priya edited the RS 10.00 Multi Betters group of Kent vs Essex',
  ],
  'group.delete': [{ before: groupJson }, 'Priya deleted the RS 10.00 Multi Betters group of a deleted match'],
  'result.create': [
    { match: kent, after: { _id: 'r1', match: MATCH_ID } },
    'Priya entered the result of Kent vs Essex',
  ],
  'result.update': [
    { match: kent, after: { _id: 'r1', match: MATCH_ID } },
    'Priya changed the result of Kent vs Essex',
  ],
  'match.approve': [
    { match: kent, after: { _id: MATCH_ID, status: 'Announced', pool: 120 } },
    'Priya approved the credits of Kent vs Essex',
  ],
  'match.abandon': [
    { match: kent, after: { ...matchJson, status: 'Abandoned', refunded: 60, bets: 3 } },
    'Priya abandoned Kent vs Essex and refunded RS 60.00 (3 bets)',
  ],
  'club.create': [{ after: clubJson }, 'Priya created the club Home Club'],
  'club.update': [{ before: clubJson, after: { ...clubJson, reminderMinutes: 30 } }, 'Priya edited the club Home Club'],
  'club.delete': [{ clubName: null, before: { ...clubJson, clubName: 'Gone CC' } }, 'Priya deleted the club Gone CC'],
  'points.update': [
    { clubName: 'Home Club', after: { name: 'Club T20', isDefault: false } },
    'Priya changed the points table of Home Club',
  ],
  'scorecard.update': [
    { match: kent, after: { match: MATCH_ID, source: 'cricsheet', pointsSystem: 'T20 standard' } },
    'Priya saved the scorecard of Kent vs Essex',
  ],
  'team.create': [
    { clubName: 'Home Club', after: { _id: 't1', name: 'Lions', players: ['Asha'] } },
    'Priya added the team Lions to Home Club',
  ],
  'team.update': [
    { before: { _id: 't1', name: 'Lions', players: [] }, after: { _id: 't1', name: 'Lions XI', players: ['Asha'] } },
    'Priya edited the team Lions XI',
  ],
  'team.delete': [{ before: { _id: 't1', name: 'Lions', players: [] } }, 'Priya deleted the team Lions'],
  'templates.update': [
    { clubName: 'Home Club', before: { templates: [] }, after: { templates: [] } },
    'Priya changed the group templates of Home Club',
  ],
};

describe('auditSentence: who did what to whom', () => {
  it.each(Object.entries(cases))('%s', (action, [fields, sentence]) => {
    // `member.add (accepted invitation)`: a second case of one action, named after a space.
    expect(auditSentence(entry(action.split(' ')[0] as string, fields))).toBe(sentence);
  });

  it('has a sentence and a filter label for every audit action there is', () => {
    for (const action of AUDIT_ACTIONS) {
      expect(Object.keys(cases)).toContain(action);
      expect(auditActionLabel(action)).not.toBe(action);
    }
  });

  it('words the names as they are now over what the row recorded, and never shows an id', () => {
    const renamed = entry('match.update', {
      match: { _id: MATCH_ID, team1: 'Kent', team2: 'Sussex' },
      before: matchJson,
      after: matchJson,
    });
    expect(auditSentence(renamed)).toBe('Priya edited the match Kent vs Sussex');
    const nameless = entry('credit.add', { entity: 'member', after: { _id: MEMBER_ID, credits: 5, amount: 5 } });
    expect(auditSentence(nameless)).toBe('Priya credited a member RS 5.00');
    expect(auditSentence(nameless)).not.toContain(MEMBER_ID);
    expect(auditSentence(entry('points.update', { clubName: 'Home Club', after: { isDefault: true } }))).toBe(
      'Priya reset the points table of Home Club to the default',
    );
    expect(auditSentence(entry('match.abandon', { match: kent, after: { refunded: 0, bets: 0 } }))).toBe(
      'Priya abandoned Kent vs Essex (no bets to refund)',
    );
  });

  it('an action it does not know still reads as a sentence', () => {
    expect(auditSentence(entry('season.close'))).toBe('Priya made a change (season close)');
  });
});

describe('auditDetails: the fields in words', () => {
  it('an edit lists only what changed, labelled, money in RS, without ids or derived flags', () => {
    const details = auditDetails(
      entry('group.update', { before: { ...groupJson, betAmount: 5, hasBets: true }, after: groupJson }),
    );
    expect(details).toEqual([{ label: 'Bet amount', before: 'RS 5.00', after: 'RS 10.00' }]);
  });

  it('players and shares read as names and percentages; a create lists what it recorded', () => {
    const players = auditDetails(
      entry('players.update', {
        before: { ...matchJson, Team1Players: {} },
        after: { ...matchJson, Team1Players: { 1: 'Bob', 0: 'Ann' } },
      }),
    );
    expect(players).toEqual([{ label: 'Team 1 players', before: '—', after: 'Ann, Bob' }]);
    const club = auditDetails(entry('club.create', { after: clubJson }));
    expect(club).toEqual([
      { label: 'Club name', after: 'Home Club' },
      { label: 'Manager share', after: '5%' },
      { label: 'Admin share', after: '5%' },
      { label: 'Reminder (minutes before start)', after: '60' },
    ]);
    const deleted = auditDetails(entry('match.delete', { before: { _id: MATCH_ID, team1: 'Kent' } }));
    expect(deleted).toEqual([{ label: 'Team 1', before: 'Kent' }]);
  });
});

describe('auditDetails of the squads actions', () => {
  it('words a group templates change as the templates before and after', () => {
    const details = auditDetails(
      entry('templates.update', {
        before: { templates: [] },
        after: {
          templates: [
            { betType: 'First Better', betAmount: 10 },
            { betType: 'Bidding Method', betAmount: 25.5 },
          ],
        },
      }),
    );
    expect(details).toEqual([
      { label: 'Group templates', before: 'none', after: 'RS 10.00 First Better, RS 25.50 Bidding Method' },
    ]);
  });

  it("words a team's squad as its players", () => {
    const details = auditDetails(
      entry('team.update', {
        before: { _id: 't1', name: 'Lions', players: ['Asha'] },
        after: { _id: 't1', name: 'Lions', players: ['Asha', 'Bina'] },
      }),
    );
    expect(details).toEqual([{ label: 'Players', before: 'Asha', after: 'Asha, Bina' }]);
  });
});
