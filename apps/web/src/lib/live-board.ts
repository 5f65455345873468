import type { QueryClient } from '@tanstack/react-query';
import { applyBoardChange, type BoardChange, mergeLots, prizesOfPool } from '@wicket/shared/board';
import { ALL_COMBINATIONS } from '@wicket/shared/combinations';
import type { StandingBid } from '@wicket/shared/schemas/bids';
import type { Group, GroupDetail } from '@wicket/shared/schemas/groups';
import { queryKeys } from './query-keys';

/**
 * The live board without reads (design-contests section 3): a `group` event that carries its board's change is
 * applied to the group as the screens hold it, instead of reading the group again.
 */

const sharesOf = (group: Pick<Group, 'winnerShare1' | 'winnerShare2' | 'winnerShare3'>): [number, number, number] => [
  group.winnerShare1,
  group.winnerShare2,
  group.winnerShare3,
];

/** GET /api/groups/{id}'s answer with a change applied, `held` when it is not newer, `gap` when one is missing. */
export function groupDetailWithChange(detail: GroupDetail, change: BoardChange): GroupDetail | 'held' | 'gap' {
  const held = {
    version: detail.version,
    taken: detail.SelectedCombinations,
    totalBetAmount: detail.totalBetAmount,
    betCount: detail.betCount,
  };
  const next = applyBoardChange(held, change);
  if (typeof next === 'string') return next;
  const taken = new Set(next.taken);
  return {
    ...detail,
    version: next.version,
    betCount: next.betCount,
    totalBetAmount: next.totalBetAmount,
    hasBets: detail.hasBets || next.betCount > 0,
    prizes: prizesOfPool(next.totalBetAmount, sharesOf(detail)),
    // A lot or combination the server knows and this build does not stays in the taken list as sent.
    SelectedCombinations: [...ALL_COMBINATIONS.filter((c) => taken.has(c)), ...next.taken.filter((c) => !isKnown(c))],
    CombinationsMaster: ALL_COMBINATIONS.filter((c) => !taken.has(c)),
  };
}

const KNOWN = new Set(ALL_COMBINATIONS);
const isKnown = (c: string) => KNOWN.has(c);

/**
 * A match's group list with one group's pool raised to the change's. Pools only grow until an abandon (which comes
 * as an unknown change and a read), so the larger pool is the newer one.
 */
export function matchGroupsWithChange(groups: Group[], groupId: string, change: BoardChange): Group[] {
  return groups.map((g) =>
    g._id !== groupId || change.totalBetAmount <= g.totalBetAmount
      ? g
      : {
          ...g,
          totalBetAmount: change.totalBetAmount,
          hasBets: g.hasBets || change.betCount > 0,
          prizes: prizesOfPool(change.totalBetAmount, sharesOf(g)),
        },
  );
}

/**
 * Applies a change to the cached group, its match's list and its bidding board. Answers whether every cached copy
 * took it; when the
 * group's detail met a gap (a missed event) it answers false and the group is read once, as for any event.
 */
export function applyLiveBoard(
  queryClient: QueryClient,
  event: { groupId: string; matchId: string; change: BoardChange },
): boolean {
  let gap = false;
  queryClient.setQueryData<GroupDetail>(queryKeys.groups.detail(event.groupId), (detail) => {
    if (!detail) return detail;
    const next = groupDetailWithChange(detail, event.change);
    if (next === 'gap') gap = true;
    return typeof next === 'string' ? detail : next;
  });
  queryClient.setQueryData<Group[]>(queryKeys.groups.byMatch(event.matchId), (groups) =>
    groups ? matchGroupsWithChange(groups, event.groupId, event.change) : groups,
  );
  const { lots } = event.change;
  // A lot carries its own count of bids, so the bidding board takes the newer of each, whatever the version held.
  if (lots) {
    queryClient.setQueryData<StandingBid[]>(queryKeys.bids.group(event.groupId), (held) =>
      held ? mergeLots(held, lots) : held,
    );
  }
  return !gap;
}
