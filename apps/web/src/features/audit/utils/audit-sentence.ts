import type { AuditEntry } from '@wicket/shared/schemas/audit';
import { dataLabel, type MessageKey, t } from '@/i18n';
import { formatDateTime, formatMoney } from '@/lib/format';

type Json = Record<string, unknown>;

/** One changed (or, for a create or delete, recorded) field, in words. */
export type AuditDetail = { label: string; before?: string; after?: string };

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * `RS 100.00`: an amount inside a sentence, in the screens' one money format (issue 38: `RS100` here beside
 * `RS 1,018.32` in the columns read as two currencies).
 */
const rsShort = formatMoney;

const fullName = (first: unknown, last: unknown): string | undefined => {
  const name = [text(first), text(last)].filter(Boolean).join(' ');
  return name || undefined;
};

/** The entity's JSON: after a create or an edit, before a delete. */
const sideOf = (entry: AuditEntry): Json | null =>
  isObject(entry.after) ? entry.after : isObject(entry.before) ? entry.before : null;

/** The member as named now, else by the row's JSON: a name, or the phone an invitation's rows keep instead. */
function memberName(entry: AuditEntry): string {
  if (entry.member) return fullName(entry.member.firstName, entry.member.lastName) ?? t('a member');
  const side = sideOf(entry);
  return (side && (fullName(side.firstName, side.lastName) ?? text(side.phoneNumber))) ?? t('a member');
}

function matchName(entry: AuditEntry): string {
  if (entry.match) return t('{team1} vs {team2}', { team1: entry.match.team1, team2: entry.match.team2 });
  const side = sideOf(entry);
  const team1 = text(side?.team1);
  const team2 = text(side?.team2);
  return team1 && team2 ? t('{team1} vs {team2}', { team1, team2 }) : t('a deleted match');
}

function clubName(entry: AuditEntry): string {
  const side = entry.entity === 'club' ? sideOf(entry) : null;
  return entry.clubName ?? text(side?.clubName) ?? t('a deleted club');
}

/**
 * `the RS10 Multi Betters group` (`a ...` for a new one), whole phrases so Hindi can order them (`₹10 वाला ...`);
 * a row that lacks the amount or the type leaves it out.
 */
function groupName(entry: AuditEntry, article: 'the' | 'a'): string {
  const side = sideOf(entry);
  const amount = num(side?.betAmount);
  const betType = text(side?.betType);
  const values = { amount: amount === undefined ? '' : rsShort(amount), type: betType ? dataLabel(betType) : '' };
  if (amount !== undefined && betType) {
    return article === 'the' ? t('the {amount} {type} group', values) : t('a {amount} {type} group', values);
  }
  if (amount !== undefined) return article === 'the' ? t('the {amount} group', values) : t('a {amount} group', values);
  if (betType) return article === 'the' ? t('the {type} group', values) : t('a {type} group', values);
  return article === 'the' ? t('the group') : t('a group');
}

/** A team's name as the row recorded it (after an edit, the new one). */
function teamName(entry: AuditEntry): string {
  return text(sideOf(entry)?.name) ?? t('a team');
}

/** The amount a credit row moved: its `amount`, else the difference of the balances, else the word `credits`. */
function creditAmount(entry: AuditEntry): string {
  const after = isObject(entry.after) ? entry.after : {};
  const before = isObject(entry.before) ? entry.before : {};
  const amount = num(after.amount);
  if (amount !== undefined) return rsShort(amount);
  const a = num(after.credits);
  const b = num(before.credits);
  return a !== undefined && b !== undefined ? rsShort(Math.abs(a - b)) : t('credits');
}

/** `Priya abandoned Kent vs Essex and refunded RS60 (3 bets)`, or `(no bets to refund)`. */
function abandonSentence(entry: AuditEntry, who: string): string {
  const after = isObject(entry.after) ? entry.after : {};
  const refunded = num(after.refunded);
  const bets = num(after.bets);
  const values = { who, match: matchName(entry), amount: rsShort(refunded ?? 0), bets: bets ?? 0 };
  if (refunded === undefined || refunded === 0) return t('{who} abandoned {match} (no bets to refund)', values);
  if (bets === undefined) return t('{who} abandoned {match} and refunded {amount}', values);
  return bets === 1
    ? t('{who} abandoned {match} and refunded {amount} (1 bet)', values)
    : t('{who} abandoned {match} and refunded {amount} ({bets} bets)', values);
}

/**
 * One audit entry as a sentence: who did what to whom (`Priya credited Rahul Sharma RS100`). Names come from the
 * entry's joined fields (as named now), else from its before/after JSON (a deleted match or club), else a plain
 * word. An action this screen does not know yet still reads as a sentence.
 */
export function auditSentence(entry: AuditEntry): string {
  // `Someone` is the subject of every sentence: its Hindi is the form that takes ने (किसी).
  const who = text(entry.actor.firstName) ?? fullName(entry.actor.firstName, entry.actor.lastName) ?? t('Someone');
  const member = () => memberName(entry);
  const match = () => matchName(entry);
  const club = () => clubName(entry);
  switch (entry.action) {
    case 'credit.add':
      return t('{who} credited {member} {amount}', { who, member: member(), amount: creditAmount(entry) });
    case 'credit.deduct':
      return t('{who} deducted {amount} from {member}', { who, member: member(), amount: creditAmount(entry) });
    case 'member.add':
      // A member who joined by accepting an invitation is its own actor: "Sanjay added Sanjay Patil" read wrong.
      if (isObject(entry.after) && text(entry.after.invitation) && entry.actor._id === entry.entityId) {
        return t('{who} accepted the invitation to join {club}', { who, club: club() });
      }
      return t('{who} added {member} to {club}', { who, member: member(), club: club() });
    case 'member.remove':
      return t('{who} removed {member} from {club}', { who, member: member(), club: club() });
    case 'member.invite':
      return t('{who} invited {member} to join {club}', { who, member: member(), club: club() });
    case 'member.uninvite':
      return t('{who} withdrew the invitation of {member} to join {club}', { who, member: member(), club: club() });
    case 'password.reset':
      return t('{who} reset the password of {member}', { who, member: member() });
    case 'welcome_link.create':
      return t('{who} made a new welcome link for {member}', { who, member: member() });
    case 'match.create':
      return t('{who} added the match {match}', { who, match: match() });
    case 'match.update':
      return t('{who} edited the match {match}', { who, match: match() });
    case 'match.delete':
      return t('{who} deleted the match {match}', { who, match: match() });
    case 'players.update':
      return t('{who} updated the players of {match}', { who, match: match() });
    case 'group.create':
      return t('{who} added {group} to {match}', { who, group: groupName(entry, 'a'), match: match() });
    case 'group.update':
      return t('{who} edited {group} of {match}', { who, group: groupName(entry, 'the'), match: match() });
    case 'group.delete':
      return t('{who} deleted {group} of {match}', { who, group: groupName(entry, 'the'), match: match() });
    case 'result.create':
      return t('{who} entered the result of {match}', { who, match: match() });
    case 'result.update':
      return t('{who} changed the result of {match}', { who, match: match() });
    case 'match.approve':
      return t('{who} approved the credits of {match}', { who, match: match() });
    case 'match.abandon':
      return abandonSentence(entry, who);
    case 'club.create':
      return t('{who} created the club {club}', { who, club: club() });
    case 'club.update':
      return t('{who} edited the club {club}', { who, club: club() });
    case 'club.delete':
      return t('{who} deleted the club {club}', { who, club: club() });
    case 'scorecard.update':
      return t('{who} saved the scorecard of {match}', { who, match: match() });
    case 'team.create':
      return t('{who} added the team {team} to {club}', { who, team: teamName(entry), club: club() });
    case 'team.update':
      return t('{who} edited the team {team}', { who, team: teamName(entry) });
    case 'team.delete':
      return t('{who} deleted the team {team}', { who, team: teamName(entry) });
    case 'templates.update':
      return t('{who} changed the group templates of {club}', { who, club: club() });
    case 'points.update':
      return isObject(entry.after) && entry.after.isDefault === true
        ? t('{who} reset the points table of {club} to the default', { who, club: club() })
        : t('{who} changed the points table of {club}', { who, club: club() });
    default:
      return t('{who} made a change ({action})', { who, action: entry.action.replace('.', ' ') });
  }
}

/** Fields that say nothing to a reader (ids, timestamps, derived flags) or are shown by the sentence. */
const HIDDEN = new Set([
  '_id',
  'club',
  'match',
  'result',
  'createdAt',
  'updatedAt',
  'hasBets',
  'prizes',
  'user',
  // a scorecard's 14 slots of figures: the scores they made are listed instead
  'figures',
]);

/** Field labels, each a key of the Hindi catalog (typed: a label without its Hindi fails typecheck). */
const LABELS: Record<string, MessageKey> = {
  firstName: 'First name',
  lastName: 'Last name',
  phoneNumber: 'Phone',
  credits: 'Balance',
  amount: 'Amount',
  team1: 'Team 1',
  team2: 'Team 2',
  dateTime: 'Date and time',
  status: 'Status',
  venue: 'Venue',
  Team1Players: 'Team 1 players',
  Team2Players: 'Team 2 players',
  prizeShareStatus: 'Prize share',
  betType: 'Bet type',
  betAmount: 'Bet amount',
  minimumIncrement: 'Minimum increment',
  winnerShare1: '1st prize share',
  winnerShare2: '2nd prize share',
  winnerShare3: '3rd prize share',
  totalBetAmount: 'Pool',
  team1Scores: 'Team 1 scores',
  team2Scores: 'Team 2 scores',
  source: 'Source',
  pointsSystem: 'Points system',
  name: 'Name',
  players: 'Players',
  templates: 'Group templates',
  clubName: 'Club name',
  managerEmail: 'Manager email',
  managerPhone: 'Manager phone',
  managerShare: 'Manager share',
  adminShare: 'Admin share',
  reminderMinutes: 'Reminder (minutes before start)',
  refunded: 'Refunded',
  bets: 'Bets',
  groups: 'Groups',
  winningBets: 'Winning bets',
  pool: 'Pool',
  paidToWinners: 'Paid to winners',
  referralCommission: 'Referral commission',
};

const MONEY = new Set([
  'credits',
  'amount',
  'betAmount',
  'minimumIncrement',
  'totalBetAmount',
  'refunded',
  'pool',
  'paidToWinners',
  'referralCommission',
]);
const PERCENT = new Set(['winnerShare1', 'winnerShare2', 'winnerShare3']);

/** A field's value in words; the club's shares are percentages, a settlement's are amounts. */
function valueText(entry: AuditEntry, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') {
    if (MONEY.has(key)) return formatMoney(value);
    if (PERCENT.has(key)) return `${value}%`;
    if (key === 'managerShare' || key === 'adminShare') {
      return entry.entity === 'club' ? `${value}%` : formatMoney(value);
    }
    return String(value);
  }
  if (key === 'dateTime' && typeof value === 'string') return formatDateTime(value);
  // a status or a bet type in the chosen language (names and other texts as typed)
  if ((key === 'status' || key === 'betType' || key === 'userType') && typeof value === 'string') {
    return dataLabel(value);
  }
  if (key === 'templates' && Array.isArray(value)) {
    // a club's group templates: each as `RS10 First Better`, in order
    const named = value.filter(isObject).map((t) => [num(t.betAmount), text(t.betType)] as const);
    return named.length === 0
      ? t('none')
      : named
          .map(([amount, type]) =>
            [amount === undefined ? '' : rsShort(amount), type && dataLabel(type)].filter(Boolean).join(' '),
          )
          .join(', ');
  }
  if (Array.isArray(value)) return value.join(', ');
  if (isObject(value)) {
    const names = Object.keys(value)
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => value[k])
      .filter((v) => v !== null && v !== undefined && v !== '');
    return names.length > 0 ? names.join(', ') : '—';
  }
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What the entry changed, field by field in words: for an edit the fields that differ (before and after), for a
 * create or a delete the fields it recorded. Ids and derived flags are left out.
 */
export function auditDetails(entry: AuditEntry): AuditDetail[] {
  const before = isObject(entry.before) ? entry.before : null;
  const after = isObject(entry.after) ? entry.after : null;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => !HIDDEN.has(k));
  const label = (k: string) => {
    const known = LABELS[k];
    return known ? t(known) : k;
  };
  if (before && after) {
    return keys
      .filter((k) => !same(before[k], after[k]))
      .map((k) => ({
        label: label(k),
        before: k in before ? valueText(entry, k, before[k]) : undefined,
        after: valueText(entry, k, after[k]),
      }));
  }
  const side = after ?? before;
  if (!side) return [];
  return keys.map((k) =>
    after
      ? { label: label(k), after: valueText(entry, k, side[k]) }
      : { label: label(k), before: valueText(entry, k, side[k]) },
  );
}

const ACTION_LABELS: Record<string, MessageKey> = {
  'credit.add': 'Credit added',
  'credit.deduct': 'Credit deducted',
  'member.add': 'Member added',
  'member.remove': 'Member removed',
  'member.invite': 'Member invited',
  'member.uninvite': 'Invitation withdrawn',
  'password.reset': 'Password reset',
  'welcome_link.create': 'Welcome link made',
  'match.create': 'Match added',
  'match.update': 'Match edited',
  'match.delete': 'Match deleted',
  'players.update': 'Players updated',
  'group.create': 'Group added',
  'group.update': 'Group edited',
  'group.delete': 'Group deleted',
  'result.create': 'Result entered',
  'result.update': 'Result changed',
  'match.approve': 'Credits approved',
  'match.abandon': 'Match abandoned',
  'club.create': 'Club created',
  'club.update': 'Club edited',
  'club.delete': 'Club deleted',
  'points.update': 'Points table changed',
  'scorecard.update': 'Scorecard saved',
  'team.create': 'Team added',
  'team.update': 'Team edited',
  'team.delete': 'Team deleted',
  'templates.update': 'Group templates changed',
};

/** The action filter's option text: `Credit added` for `credit.add`. */
export const auditActionLabel = (action: string): string => {
  const label = ACTION_LABELS[action];
  return label ? t(label) : action;
};
