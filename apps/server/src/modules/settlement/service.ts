import { messages } from '@wicket/shared/messages';
import { paiseToRs } from '@wicket/shared/money';
import { splitPrizes } from '@wicket/shared/prize-split';
import type { ApproveCreditsResponse } from '@wicket/shared/schemas/bets';
import type { Db } from '../../db/client';
import { canAccessClub } from '../../lib/access';
import { conflict, notFound } from '../../lib/errors';
import { takeMatchBetLock } from '../../lib/match-bet-lock';
import type { AuthContext } from '../../plugins/auth';
import { balanceEvents, type EventPublisher, noEvents } from '../events/hub';
import { applyPostings, type Posting } from '../ledger/postings';
import { findPlatformAdminId } from '../users/queries';
import {
  addReferralEarnings,
  insertWinners,
  listMatchBets,
  listMatchGroups,
  lockMatchForSettlement,
  lockResult,
  markMatchSettled,
  type SettlementBet,
  type WinnerInsert,
  writeBetOutcomes,
} from './queries';

const PLACE_NAMES = ['1st', '2nd', '3rd'] as const;

/**
 * POST /api/matches/{id}/approve-credits: design section 4 "Settlement" in one transaction and a fixed number of
 * set-based statements, whatever the number of bets. Every group's pool is paid out exactly (splitPrizes).
 */
export async function approveCredits(
  db: Db,
  auth: AuthContext,
  matchId: string,
  events: EventPublisher = noEvents,
): Promise<ApproveCreditsResponse> {
  const { answer, clubId, balances } = await db.transaction(async (tx) => {
    const match = await lockMatchForSettlement(tx, matchId);
    if (!match || !canAccessClub(auth, match.clubId)) throw notFound(messages.matchNotFound);
    await takeMatchBetLock(tx, matchId);
    if (match.prizeShareStatus !== null) throw conflict(messages.alreadySettled);
    if (match.status !== 'Ongoing' || !(await lockResult(tx, matchId))) throw conflict(messages.noResultYet);

    const groups = await listMatchGroups(tx, matchId);
    const bets = await listMatchBets(tx, matchId);
    const platformAdminId = (await findPlatformAdminId(tx)) ?? null;

    const betsByGroup = new Map<string, SettlementBet[]>(groups.map((g) => [g.id, []]));
    for (const bet of bets) betsByGroup.get(bet.groupId)?.push(bet);

    const winners: WinnerInsert[] = [];
    const postings: Posting[] = [];
    const referralEarnings = new Map<string, bigint>();
    const totals = { pool: 0n, paidToWinners: 0n, referral: 0n, admin: 0n, manager: 0n };
    const fixture = `${match.team1} vs ${match.team2}`;
    const common = { actorId: auth.userId, matchId, type: 'Credit' as const };

    for (const group of groups) {
      const groupBets = betsByGroup.get(group.id) ?? [];
      // The pool total is kept with every bet and refund; if it ever disagreed with the bets, paying it would
      // create or destroy credits, so the settlement stops instead.
      if (group.pool !== group.betsSum)
        throw new Error(`group ${group.id}: pool ${group.pool} != bets ${group.betsSum}`);
      const split = splitPrizes({
        pool: group.pool,
        winnerSharesBp: group.sharesBp,
        adminShareBp: match.adminShareBp,
        hasPlatformAdmin: platformAdminId !== null,
        bets: groupBets.map((b) => ({ id: b.id, score: b.score, placedOrder: b.seq, referred: b.referrerId !== null })),
      });
      const groupCommon = { ...common, groupId: group.id };
      // One ledger row per winner and per referrer in each group, however many of their bets won.
      const wins = new Map<string, { amount: bigint; labels: string[] }>();
      const commissions = new Map<string, bigint>();
      split.outcomes.forEach((outcome, i) => {
        const bet = groupBets[i] as SettlementBet;
        if (outcome.amountWon === 0n || outcome.place === null) return;
        winners.push({
          groupId: group.id,
          betId: bet.id,
          userId: bet.userId,
          place: outcome.place,
          combination: bet.combination,
          score: bet.score,
          amountWon: outcome.amountWon,
        });
        const win = wins.get(bet.userId) ?? { amount: 0n, labels: [] };
        win.amount += outcome.netToWinner;
        win.labels.push(`${bet.combination} ${PLACE_NAMES[outcome.place - 1]}`);
        wins.set(bet.userId, win);
        if (bet.referrerId !== null && outcome.referralCommission > 0n) {
          commissions.set(bet.referrerId, (commissions.get(bet.referrerId) ?? 0n) + outcome.referralCommission);
          referralEarnings.set(
            bet.referrerId,
            (referralEarnings.get(bet.referrerId) ?? 0n) + outcome.referralCommission,
          );
        }
        totals.paidToWinners += outcome.amountWon;
        totals.referral += outcome.referralCommission;
      });
      for (const [userId, win] of wins) {
        postings.push({
          ...groupCommon,
          userId,
          kind: 'winnings',
          amount: win.amount,
          description: `Winnings: ${fixture}, ${describeWins(win.labels)}`,
        });
      }
      for (const [userId, amount] of commissions) {
        postings.push({
          ...groupCommon,
          userId,
          kind: 'referral_commission',
          amount,
          description: `Referral commission: 5% of referred members' winnings on ${fixture}`,
        });
      }
      if (platformAdminId !== null && split.adminAmount > 0n) {
        postings.push({
          ...groupCommon,
          userId: platformAdminId,
          kind: 'admin_share',
          amount: split.adminAmount,
          description: `Admin share: ${fixture}`,
        });
      }
      if (split.managerAmount > 0n) {
        postings.push({
          ...groupCommon,
          userId: match.managerId,
          kind: 'manager_share',
          amount: split.managerAmount,
          description: `Manager share: ${fixture}`,
        });
      }
      totals.pool += group.pool;
      totals.admin += split.adminAmount;
      totals.manager += split.managerAmount;
    }

    await insertWinners(tx, winners);
    await writeBetOutcomes(tx, matchId);
    const balances = await applyPostings(tx, postings);
    await addReferralEarnings(tx, referralEarnings);
    await markMatchSettled(tx, matchId);

    const answer: ApproveCreditsResponse = {
      message: messages.creditsApproved,
      summary: {
        groups: groups.length,
        bets: bets.length,
        winningBets: winners.length,
        pool: paiseToRs(totals.pool),
        paidToWinners: paiseToRs(totals.paidToWinners),
        referralCommission: paiseToRs(totals.referral),
        adminShare: paiseToRs(totals.admin),
        managerShare: paiseToRs(totals.manager),
      },
    };
    return { answer, clubId: match.clubId, balances };
  });
  events.publish(
    { kind: 'match', data: { matchId: matchId.toLowerCase(), clubId, status: 'Announced' } },
    ...balanceEvents(balances),
  );
  return answer;
}

/** "12A 1st place", or "3 winning bets: 12A 1st, 34B 2nd, 56C 3rd" (at most five named). */
function describeWins(labels: string[]): string {
  if (labels.length === 1) return `${labels[0]} place`;
  const named = labels.slice(0, 5).join(', ');
  return `${labels.length} winning bets: ${named}${labels.length > 5 ? ', ...' : ''}`;
}
