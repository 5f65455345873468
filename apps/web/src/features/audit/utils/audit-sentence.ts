import type { AuditEntry } from '@wicket/shared/schemas/audit';
import { formatDateTime, formatMoney } from '@/lib/format';

type Json = Record<string, unknown>;

/** One changed (or, for a create or delete, recorded) field, in words. */
export type AuditDetail = { label: string; before?: string; after?: string };

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** `RS100`, `RS12.50`: an amount inside a sentence, as the notifications word it. */
function rsShort(rs: number): string {
  const fixed = formatMoney(rs).replace('RS ', 'RS');
  return fixed.endsWith('.00') ? fixed.slice(0, -3) : fixed;
}

const fullName = (first: unknown, last: unknown): string | undefined => {
  const name = [text(first), text(last)].filter(Boolean).join(' ');
  return name || undefined;
};

/** The entity's JSON: after a create or an edit, before a delete. */
const sideOf = (entry: AuditEntry): Json | null =>
  isObject(entry.after) ? entry.after : isObject(entry.before) ? entry.before : null;

function memberName(entry: AuditEntry): string {
  if (entry.member) return fullName(entry.member.firstName, entry.member.lastName) ?? 'a member';
  const side = sideOf(entry);
  return (side && fullName(side.firstName, side.lastName)) ?? 'a member';
}

function matchName(entry: AuditEntry): string {
  if (entry.match) return `${entry.match.team1} vs ${entry.match.team2}`;
  const side = sideOf(entry);
  const team1 = text(side?.team1);
  const team2 = text(side?.team2);
  return team1 && team2 ? `${team1} vs ${team2}` : 'a deleted match';
}

function clubName(entry: AuditEntry): string {
  const side = entry.entity === 'club' ? sideOf(entry) : null;
  return entry.clubName ?? text(side?.clubName) ?? 'a deleted club';
}

/** `the RS10 Multi Betters group`. */
function groupName(entry: AuditEntry): string {
  const side = sideOf(entry);
  const amount = num(side?.betAmount);
  const type = text(side?.betType);
  return ['the', amount === undefined ? undefined : rsShort(amount), type, 'group'].filter(Boolean).join(' ');
}

/** A team's name as the row recorded it (after an edit, the new one). */
function teamName(entry: AuditEntry): string {
  return text(sideOf(entry)?.name) ?? 'a team';
}

/** The amount a credit row moved: its `amount`, else the difference of the balances. */
function creditAmount(entry: AuditEntry): string {
  const after = isObject(entry.after) ? entry.after : {};
  const before = isObject(entry.before) ? entry.before : {};
  const amount = num(after.amount);
  if (amount !== undefined) return rsShort(amount);
  const a = num(after.credits);
  const b = num(before.credits);
  return a !== undefined && b !== undefined ? rsShort(Math.abs(a - b)) : '';
}

function abandonSummary(entry: AuditEntry): string {
  const after = isObject(entry.after) ? entry.after : {};
  const refunded = num(after.refunded);
  const bets = num(after.bets);
  if (refunded === undefined || refunded === 0) return ' (no bets to refund)';
  return ` and refunded ${rsShort(refunded)}${bets === undefined ? '' : ` (${bets} ${bets === 1 ? 'bet' : 'bets'})`}`;
}

/**
 * One audit entry as a sentence: who did what to whom (`Priya credited Rahul Sharma RS100`). Names come from the
 * entry's joined fields (as named now), else from its before/after JSON (a deleted match or club), else a plain
 * word. An action this screen does not know yet still reads as a sentence.
 */
export function auditSentence(entry: AuditEntry): string {
  const who = text(entry.actor.firstName) ?? fullName(entry.actor.firstName, entry.actor.lastName) ?? 'Someone';
  switch (entry.action) {
    case 'credit.add':
      return `${who} credited ${memberName(entry)} ${creditAmount(entry) || 'credits'}`;
    case 'credit.deduct':
      return `${who} deducted ${creditAmount(entry) || 'credits'} from ${memberName(entry)}`;
    case 'member.add':
      return `${who} added ${memberName(entry)} to ${clubName(entry)}`;
    case 'member.remove':
      return `${who} removed ${memberName(entry)} from ${clubName(entry)}`;
    case 'member.invite':
      return `${who} invited ${memberName(entry)} to join ${clubName(entry)}`;
    case 'password.reset':
      return `${who} reset the password of ${memberName(entry)}`;
    case 'welcome_link.create':
      return `${who} made a new welcome link for ${memberName(entry)}`;
    case 'match.create':
      return `${who} added the match ${matchName(entry)}`;
    case 'match.update':
      return `${who} edited the match ${matchName(entry)}`;
    case 'match.delete':
      return `${who} deleted the match ${matchName(entry)}`;
    case 'players.update':
      return `${who} updated the players of ${matchName(entry)}`;
    case 'group.create':
      return `${who} added ${groupName(entry).replace(/^the /, 'a ')} to ${matchName(entry)}`;
    case 'group.update':
      return `${who} edited ${groupName(entry)} of ${matchName(entry)}`;
    case 'group.delete':
      return `${who} deleted ${groupName(entry)} of ${matchName(entry)}`;
    case 'result.create':
      return `${who} entered the result of ${matchName(entry)}`;
    case 'result.update':
      return `${who} changed the result of ${matchName(entry)}`;
    case 'match.approve':
      return `${who} approved the credits of ${matchName(entry)}`;
    case 'match.abandon':
      return `${who} abandoned ${matchName(entry)}${abandonSummary(entry)}`;
    case 'club.create':
      return `${who} created the club ${clubName(entry)}`;
    case 'club.update':
      return `${who} edited the club ${clubName(entry)}`;
    case 'club.delete':
      return `${who} deleted the club ${clubName(entry)}`;
    case 'scorecard.update':
      return `${who} saved the scorecard of ${matchName(entry)}`;
    case 'team.create':
      return `${who} added the team ${teamName(entry)} to ${clubName(entry)}`;
    case 'team.update':
      return `${who} edited the team ${teamName(entry)}`;
    case 'team.delete':
      return `${who} deleted the team ${teamName(entry)}`;
    case 'templates.update':
      return `${who} changed the group templates of ${clubName(entry)}`;
    case 'points.update':
      return isObject(entry.after) && entry.after.isDefault === true
        ? `${who} reset the points table of ${clubName(entry)} to the default`
        : `${who} changed the points table of ${clubName(entry)}`;
    default:
      return `${who} made a change (${entry.action.replace('.', ' ')})`;
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

const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  phoneNumber: 'Phone',
  credits: 'Balance',
  amount: 'Amount',
  team1: 'Team 1',
  team2: 'Team 2',
  dateTime: 'Date and time',
  status: 'Status',
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
  if (key === 'templates' && Array.isArray(value)) {
    // a club's group templates: each as `RS10 First Better`, in order
    const named = value.filter(isObject).map((t) => [num(t.betAmount), text(t.betType)] as const);
    return named.length === 0
      ? 'none'
      : named
          .map(([amount, type]) => [amount === undefined ? '' : rsShort(amount), type].filter(Boolean).join(' '))
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
  const label = (k: string) => LABELS[k] ?? k;
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

const ACTION_LABELS: Record<string, string> = {
  'credit.add': 'Credit added',
  'credit.deduct': 'Credit deducted',
  'member.add': 'Member added',
  'member.remove': 'Member removed',
  'member.invite': 'Member invited',
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
export const auditActionLabel = (action: string): string => ACTION_LABELS[action] ?? action;
