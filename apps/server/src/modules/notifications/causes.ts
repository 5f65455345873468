import { notificationTitles } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows } from '../../db/client';
import { type CreatedNotification, createNotifications, type NewNotification } from './inbox';

/**
 * The notifications each cause writes (design-match-day section 4), one function per cause, each called in its
 * cause's transaction and answering what it wrote (to announce after commit).
 */

const WALLET = '/dashboard/wallet-history';

export type CreditMove = { memberId: string; amount: bigint; direction: 'add' | 'deduct'; actorName: string };

/** `credit`: each member hears who added or deducted how much (one statement however many: the member import). */
export function notifyCreditMoves(tx: DbOrTx, moves: CreditMove[]): Promise<CreatedNotification[]> {
  return createNotifications(
    tx,
    moves.map((move) => ({
      userId: move.memberId,
      kind: 'credit' as const,
      title:
        move.direction === 'add'
          ? notificationTitles.creditAdded(move.amount, move.actorName)
          : notificationTitles.creditDeducted(move.amount, move.actorName),
      link: WALLET,
    })),
  );
}

/** `credit`: the member hears who added or deducted how much. */
export function notifyCreditMove(tx: DbOrTx, move: CreditMove): Promise<CreatedNotification[]> {
  return notifyCreditMoves(tx, [move]);
}

/** `invite`: a club's staff invited Members without a club; each answers on /invitations. */
export function notifyInvites(
  tx: DbOrTx,
  invites: { userId: string; inviterName: string; clubName: string }[],
): Promise<CreatedNotification[]> {
  return createNotifications(
    tx,
    invites.map((invite) => ({
      userId: invite.userId,
      kind: 'invite' as const,
      title: notificationTitles.invite(invite.inviterName, invite.clubName),
      link: '/invitations',
    })),
  );
}

/** `refund`: each member whose bets were refunded, once however many bets (group deleted or match abandoned). */
export function notifyRefunds(
  tx: DbOrTx,
  refund: { userIds: string[]; team1: string; team2: string; why: 'match abandoned' | 'group deleted' },
): Promise<CreatedNotification[]> {
  const title = notificationTitles.refund(refund.team1, refund.team2, refund.why);
  return createNotifications(
    tx,
    [...new Set(refund.userIds)].map((userId) => ({ userId, kind: 'refund' as const, title, link: WALLET })),
  );
}

/** `match`: members with bets on a postponed match hear its new start (section 9; the match edit calls it). */
export async function notifyPostponed(
  tx: DbOrTx,
  match: { id: string; team1: string; team2: string; when: string },
): Promise<CreatedNotification[]> {
  const rows = await queryRows<{ user_id: string }>(
    tx,
    sql`select distinct user_id from bets where match_id = ${match.id}::uuid`,
  );
  const title = notificationTitles.postponed(match.team1, match.team2, match.when);
  return createNotifications(
    tx,
    rows.map((r) => ({ userId: r.user_id, kind: 'match' as const, title, link: `/play-match/${match.id}` })),
  );
}

export type ReferralWin = { referrerId: string; memberId: string; amount: bigint };

/**
 * At approval: `result` to every member with a bet on the match (their gross winnings on it, or no win) and
 * `referral` to each referrer, once per referred member who won.
 */
export async function notifySettlement(
  tx: DbOrTx,
  settled: {
    matchId: string;
    /** The match's teams: the result title names the match. */
    team1: string;
    team2: string;
    betterIds: string[];
    wins: { userId: string; amountWon: bigint; referralCommission: bigint }[];
    referralWins: ReferralWin[];
  },
): Promise<CreatedNotification[]> {
  const won = new Map<string, bigint>();
  const commission = new Map<string, bigint>();
  for (const w of settled.wins) {
    won.set(w.userId, (won.get(w.userId) ?? 0n) + w.amountWon);
    commission.set(w.userId, (commission.get(w.userId) ?? 0n) + w.referralCommission);
  }
  const link = `/match-result/${settled.matchId}`;
  const results = [...new Set(settled.betterIds)].map((userId) => {
    const amount = won.get(userId) ?? 0n;
    return {
      userId,
      kind: 'result' as const,
      title:
        amount > 0n
          ? notificationTitles.resultWon(settled.team1, settled.team2, amount, commission.get(userId) ?? 0n)
          : notificationTitles.resultNoWin(settled.team1, settled.team2),
      link,
    };
  });
  const pairs = new Map<string, ReferralWin>();
  for (const r of settled.referralWins) {
    const key = `${r.referrerId}:${r.memberId}`;
    const pair = pairs.get(key);
    if (pair) pair.amount += r.amount;
    else pairs.set(key, { ...r });
  }
  const memberIds = [...new Set([...pairs.values()].map((p) => p.memberId))];
  const names =
    memberIds.length === 0
      ? []
      : await queryRows<{ id: string; first_name: string }>(
          tx,
          sql`select id, first_name from users where id = any(${pgArray(memberIds)}::uuid[])`,
        );
  const firstName = new Map(names.map((n) => [n.id, n.first_name]));
  const referrals = [...pairs.values()].map((p) => ({
    userId: p.referrerId,
    kind: 'referral' as const,
    title: notificationTitles.referral(p.amount, firstName.get(p.memberId) ?? 'a member'),
    link: '/dashboard/referral',
  }));
  return createNotifications(tx, [...results, ...referrals]);
}

/**
 * `outbid`: the previous holder of a lot hears it was outbid (its stake is back in its balance). The same for whoever
 * is outbid, so the bid passes it to the database function place_bid, which writes it for the holder it outbids
 * (modules/bids/queries.ts).
 */
export function outbidNotification(lot: {
  combination: string;
  groupId: string;
}): Omit<NewNotification, 'userId'> & { link: string } {
  return { kind: 'outbid', title: notificationTitles.outbid(lot.combination), link: `/place-bid/${lot.groupId}` };
}
