import {
  adminShareDescription,
  managerShareDescription,
  messages,
  referralCommissionDescription,
  winningsManyDescription,
  winningsOneDescription,
} from '@wicket/shared/messages';
import { paiseToRs } from '@wicket/shared/money';
import { splitPrizes } from '@wicket/shared/prize-split';
import type { ApproveCreditsResponse } from '@wicket/shared/schemas/bets';
import { isSettled } from '@wicket/shared/schemas/matches';
import type { Db, DbOrTx } from '../../db/client';
import { canAccessClub } from '../../lib/access';
import { conflict, notFound } from '../../lib/errors';
import { claimIdempotencyKey } from '../../lib/idempotency';
import { takeMatchBetLock } from '../../lib/match-bet-lock';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import { balanceEvents, type EventPublisher, noEvents, type ServerEvent } from '../events/hub';
import { applyPostings, type Posting } from '../ledger/postings';
import { notifySettlement, type ReferralWin } from '../notifications/causes';
import { notificationEvents } from '../notifications/inbox';
import { findPlatformAdminId } from '../users/queries';
import {
  addReferralEarnings,
  insertWinners,
  listMatchBetters,
  listMatchGroups,
  listPrizeContenders,
  lockMatchForSettlement,
  lockResult,
  markMatchSettled,
  type SettlementBet,
  type SettlementGroup,
  type SettlementMatch,
  type WinnerInsert,
  writeBetOutcomes,
} from './queries';

const PLACE_NAMES = ['1st', '2nd', '3rd'] as const;

/**
 * POST /api/matches/{id}/approve-credits: design section 4 "Settlement" in one transaction and a fixed number of
 * set-based statements, whatever the number of bets. Every group's pool is paid out exactly (splitPrizes). With an
 * idempotency key (lib/idempotency.ts) a retry replays the first answer instead of answering 409.
 */
export async function approveCredits(
  db: Db,
  auth: AuthContext,
  matchId: string,
  idempotencyKey?: string,
  events: EventPublisher = noEvents,
): Promise<ApproveCreditsResponse> {
  let announce: ServerEvent[] = [];
  const answer = await db.transaction(async (tx) => {
    const claim = await claimIdempotencyKey<ApproveCreditsResponse, 200>(tx, auth.userId, idempotencyKey, {
      operation: 'approve-credits',
      matchId: matchId.toLowerCase(),
    });
    if (claim.replay) return claim.replay;
    const match = await lockSettleableMatch(tx, auth, matchId);
    const groups = await listMatchGroups(tx, matchId);
    const contenders = await listPrizeContenders(tx, matchId);
    const betters = await listMatchBetters(tx, matchId);
    const platformAdminId = (await findPlatformAdminId(tx)) ?? null;
    const plan = planSettlement({ match, groups, bets: contenders, platformAdminId, actorId: auth.userId });
    const balances = await writeSettlement(tx, matchId, plan);
    const notifications = await notifySettlement(tx, {
      matchId,
      team1: match.team1,
      team2: match.team2,
      betterIds: betters.userIds,
      wins: plan.winners,
      referralWins: plan.referralWins,
    });
    const summary = {
      groups: groups.length,
      bets: betters.bets,
      winningBets: plan.winners.length,
      pool: paiseToRs(plan.totals.pool),
      paidToWinners: paiseToRs(plan.totals.paidToWinners),
      referralCommission: paiseToRs(plan.totals.referral),
      adminShare: paiseToRs(plan.totals.admin),
      managerShare: paiseToRs(plan.totals.manager),
    };
    await recordAudit(tx, auth, {
      clubId: match.clubId,
      action: 'match.approve',
      entity: 'match',
      entityId: matchId,
      before: { _id: matchId, status: match.status, prizeShareStatus: null },
      after: { _id: matchId, status: 'Announced', prizeShareStatus: 'Approved', ...summary },
    });
    announce = [
      { kind: 'match', data: { matchId: matchId.toLowerCase(), clubId: match.clubId, status: 'Announced' } },
      ...balanceEvents(balances),
      ...notificationEvents(notifications),
    ];
    return claim.answer({ statusCode: 200, body: { message: messages.creditsApproved, summary } });
  });
  events.publish(...announce);
  return answer.body;
}

/**
 * Step 1: the match, locked for the whole settlement, with every bet in (its bet lock taken exclusively), reachable
 * by the caller, not settled yet and with a result.
 */
async function lockSettleableMatch(tx: DbOrTx, auth: AuthContext, matchId: string): Promise<SettlementMatch> {
  const match = await lockMatchForSettlement(tx, matchId);
  if (!match || !canAccessClub(auth, match.clubId)) throw notFound(messages.matchNotFound);
  await takeMatchBetLock(tx, matchId);
  if (isSettled(match)) throw conflict(messages.alreadySettled);
  if (match.status === 'Abandoned') throw conflict(messages.matchAlreadyAbandoned);
  if (match.status !== 'Ongoing' || !(await lockResult(tx, matchId))) throw conflict(messages.noResultYet);
  return match;
}

type SettlementTotals = { pool: bigint; paidToWinners: bigint; referral: bigint; admin: bigint; manager: bigint };

/** Everything a settlement writes, worked out before anything is written. */
type SettlementPlan = {
  winners: WinnerInsert[];
  postings: Posting[];
  referralEarnings: Map<string, bigint>;
  /** Each referred winner's commission to its referrer, for the `referral` notifications. */
  referralWins: ReferralWin[];
  totals: SettlementTotals;
};

/**
 * Step 2 (no database): each group's split, turned into winner rows, ledger postings and referral earnings. `bets`
 * are the prize contenders (listPrizeContenders): the split of a group over them pays what it pays over all its bets.
 */
function planSettlement(input: {
  match: SettlementMatch;
  groups: SettlementGroup[];
  bets: SettlementBet[];
  platformAdminId: string | null;
  actorId: string;
}): SettlementPlan {
  const { match, groups, bets, platformAdminId, actorId } = input;
  const betsByGroup = new Map<string, SettlementBet[]>(groups.map((g) => [g.id, []]));
  for (const bet of bets) betsByGroup.get(bet.groupId)?.push(bet);

  const plan: SettlementPlan = {
    winners: [],
    postings: [],
    referralEarnings: new Map(),
    referralWins: [],
    totals: { pool: 0n, paidToWinners: 0n, referral: 0n, admin: 0n, manager: 0n },
  };
  for (const group of groups) {
    planGroup(plan, { match, group, groupBets: betsByGroup.get(group.id) ?? [], platformAdminId, actorId });
  }
  return plan;
}

/** One group of step 2, added to the plan. */
function planGroup(
  plan: SettlementPlan,
  input: {
    match: SettlementMatch;
    group: SettlementGroup;
    groupBets: SettlementBet[];
    platformAdminId: string | null;
    actorId: string;
  },
): void {
  const { match, group, groupBets, platformAdminId } = input;
  // The pool total is kept with every bet and refund; if it ever disagreed with the bets, paying it would create or
  // destroy credits, so the settlement stops instead.
  if (group.pool !== group.betsSum) throw new Error(`group ${group.id}: pool ${group.pool} != bets ${group.betsSum}`);
  const split = splitPrizes({
    pool: group.pool,
    winnerSharesBp: group.sharesBp,
    adminShareBp: match.adminShareBp,
    hasPlatformAdmin: platformAdminId !== null,
    bets: groupBets.map((b) => ({ id: b.id, score: b.score, placedOrder: b.seq, referred: b.referrerId !== null })),
  });
  const groupCommon = { actorId: input.actorId, matchId: match.id, type: 'Credit' as const, groupId: group.id };
  const { totals } = plan;
  // One ledger row per winner and per referrer in each group, however many of their bets won.
  const wins = new Map<string, { amount: bigint; bets: { combination: string; place: string }[] }>();
  const commissions = new Map<string, bigint>();
  split.outcomes.forEach((outcome, i) => {
    const bet = groupBets[i] as SettlementBet;
    if (outcome.amountWon === 0n || outcome.place === null) return;
    plan.winners.push({
      groupId: group.id,
      betId: bet.id,
      userId: bet.userId,
      place: outcome.place,
      combination: bet.combination,
      score: bet.score,
      amountWon: outcome.amountWon,
      referralCommission: outcome.referralCommission,
    });
    const win = wins.get(bet.userId) ?? { amount: 0n, bets: [] };
    win.amount += outcome.netToWinner;
    win.bets.push({ combination: bet.combination, place: PLACE_NAMES[outcome.place - 1] ?? '' });
    wins.set(bet.userId, win);
    if (bet.referrerId !== null && outcome.referralCommission > 0n) {
      plan.referralWins.push({ referrerId: bet.referrerId, memberId: bet.userId, amount: outcome.referralCommission });
      commissions.set(bet.referrerId, (commissions.get(bet.referrerId) ?? 0n) + outcome.referralCommission);
      plan.referralEarnings.set(
        bet.referrerId,
        (plan.referralEarnings.get(bet.referrerId) ?? 0n) + outcome.referralCommission,
      );
    }
    totals.paidToWinners += outcome.amountWon;
    totals.referral += outcome.referralCommission;
  });
  for (const [userId, win] of wins) {
    plan.postings.push({
      ...groupCommon,
      userId,
      kind: 'winnings',
      amount: win.amount,
      description: describeWins(match.team1, match.team2, win.bets),
    });
  }
  for (const [userId, amount] of commissions) {
    plan.postings.push({
      ...groupCommon,
      userId,
      kind: 'referral_commission',
      amount,
      description: referralCommissionDescription(match.team1, match.team2),
    });
  }
  if (platformAdminId !== null && split.adminAmount > 0n) {
    plan.postings.push({
      ...groupCommon,
      userId: platformAdminId,
      kind: 'admin_share',
      amount: split.adminAmount,
      description: adminShareDescription(match.team1, match.team2),
    });
  }
  if (split.managerAmount > 0n) {
    plan.postings.push({
      ...groupCommon,
      userId: match.managerId,
      kind: 'manager_share',
      amount: split.managerAmount,
      description: managerShareDescription(match.team1, match.team2),
    });
  }
  totals.pool += group.pool;
  totals.admin += split.adminAmount;
  totals.manager += split.managerAmount;
}

/** Step 3: the plan's writes, set-based: winners, bet results, the ledger, referral totals, the match settled. */
async function writeSettlement(tx: DbOrTx, matchId: string, plan: SettlementPlan): Promise<Map<string, bigint>> {
  await insertWinners(tx, plan.winners);
  await writeBetOutcomes(tx, matchId);
  const balances = await applyPostings(tx, plan.postings);
  await addReferralEarnings(tx, plan.referralEarnings);
  await markMatchSettled(tx, matchId);
  return balances;
}

/** "12A 1st place", or "3 winning bets: 12A 1st, 34B 2nd, 56C 3rd" (at most five named). */
function describeWins(team1: string, team2: string, bets: { combination: string; place: string }[]): string {
  const [only] = bets;
  if (bets.length === 1 && only) return winningsOneDescription(team1, team2, only.combination, only.place);
  const named = bets
    .slice(0, 5)
    .map((bet) => `${bet.combination} ${bet.place}`)
    .join(', ');
  return winningsManyDescription(team1, team2, bets.length, `${named}${bets.length > 5 ? ', ...' : ''}`);
}
