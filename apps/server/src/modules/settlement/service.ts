import { messages } from '@wicket/shared/messages';
import { paiseToRs } from '@wicket/shared/money';
import { splitPrizes } from '@wicket/shared/prize-split';
import type { ApproveCreditsResponse } from '@wicket/shared/schemas/bets';
import type { Db, DbOrTx } from '../../db/client';
import { canAccessClub } from '../../lib/access';
import { conflict, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { applyPostings, type Posting } from '../ledger/postings';
import { findPlatformAdminId } from '../users/queries';
import {
  addReferralEarnings,
  insertWinners,
  listMatchBets,
  listMatchGroups,
  lockMatchForSettlement,
  lockResult,
  markBetResults,
  markMatchSettled,
  rescoreBets,
  type SettlementBet,
  type WinnerInsert,
} from './queries';

/**
 * Postings per `applyPostings` call. It writes its ledger rows with one bound parameter per column, and PostgreSQL
 * takes at most 65535 parameters per statement, so a match with more payouts than this is written in a few
 * set-based slices (each one UPDATE and one INSERT) inside the same transaction.
 */
const POSTINGS_PER_CALL = 5000;

const PLACE_NAMES = ['1st', '2nd', '3rd'] as const;

/**
 * POST /api/matches/{id}/approve-credits: design section 4 "Settlement" in one transaction and a fixed number of
 * set-based statements, whatever the number of bets. Every group's pool is paid out exactly (splitPrizes).
 */
export async function approveCredits(db: Db, auth: AuthContext, matchId: string): Promise<ApproveCreditsResponse> {
  return db.transaction(async (tx) => {
    const match = await lockMatchForSettlement(tx, matchId);
    if (!match || !canAccessClub(auth, match.clubId)) throw notFound(messages.matchNotFound);
    if (match.prizeShareStatus !== null) throw conflict(messages.alreadySettled);
    if (match.status !== 'Ongoing' || !(await lockResult(tx, matchId))) throw conflict(messages.noResultYet);

    await rescoreBets(tx, matchId);
    const groups = await listMatchGroups(tx, matchId);
    const bets = await listMatchBets(tx, matchId);
    const platformAdminId = (await findPlatformAdminId(tx)) ?? null;

    const betsByGroup = new Map<string, SettlementBet[]>(groups.map((g) => [g.id, []]));
    for (const bet of bets) betsByGroup.get(bet.groupId)?.push(bet);

    const betIds: string[] = [];
    const results: ('Win' | 'Loss')[] = [];
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
      split.outcomes.forEach((outcome, i) => {
        const bet = groupBets[i] as SettlementBet;
        betIds.push(bet.id);
        results.push(outcome.result);
        if (outcome.amountWon === 0n || outcome.place === null) return;
        const placeName = PLACE_NAMES[outcome.place - 1];
        winners.push({
          groupId: group.id,
          betId: bet.id,
          userId: bet.userId,
          place: outcome.place,
          combination: bet.combination,
          score: bet.score,
          amountWon: outcome.amountWon,
        });
        postings.push({
          ...groupCommon,
          userId: bet.userId,
          kind: 'winnings',
          amount: outcome.netToWinner,
          description: `Winnings: ${fixture}, ${placeName} place, combination ${bet.combination}`,
        });
        if (bet.referrerId !== null && outcome.referralCommission > 0n) {
          postings.push({
            ...groupCommon,
            userId: bet.referrerId,
            kind: 'referral_commission',
            amount: outcome.referralCommission,
            description: `Referral commission: 5% of a referred member's winnings on ${fixture}`,
          });
          referralEarnings.set(
            bet.referrerId,
            (referralEarnings.get(bet.referrerId) ?? 0n) + outcome.referralCommission,
          );
        }
        totals.paidToWinners += outcome.amountWon;
        totals.referral += outcome.referralCommission;
      });
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

    await markBetResults(tx, betIds, results);
    await insertWinners(tx, winners);
    await applyAllPostings(tx, postings);
    await addReferralEarnings(tx, referralEarnings);
    await markMatchSettled(tx, matchId);

    return {
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
  });
}

async function applyAllPostings(tx: DbOrTx, postings: Posting[]): Promise<void> {
  for (let start = 0; start < postings.length; start += POSTINGS_PER_CALL) {
    await applyPostings(tx, postings.slice(start, start + POSTINGS_PER_CALL));
  }
}
