import { isBiddingMethod } from '@wicket/shared/bet-types';
import type { Board } from '@wicket/shared/board';
import { paiseToRs } from '@wicket/shared/money';
import type { Db } from '../../db/client';
import { listStandingBidsOf, type StandingBidRow } from '../bids/queries';
import { standingBidJson } from '../bids/service';
import { readBoards } from '../groups/queries';

/**
 * Groups' boards as `group` events carry them (design-contests section 3; RS at the edge): one statement for all
 * (groups/queries.ts, readBoards), and one more for the lots of the Bidding Method groups among them. The lots are
 * read after the boards, so they may be newer than the board's version; each lot carries its own (its count of
 * bids), so a screen merges them exactly. The event hub gets this from app.ts, so the events module needs neither.
 */
export async function readBoardsJson(db: Db, groupIds: readonly string[]): Promise<Map<string, Board>> {
  const boards = await readBoards(db, groupIds);
  const bidding = [...boards.values()].filter((b) => isBiddingMethod(b.betType)).map((b) => b.groupId);
  const lots = bidding.length > 0 ? await listStandingBidsOf(db, bidding) : new Map<string, StandingBidRow[]>();
  return new Map(
    [...boards].map(([id, b]) => {
      const board: Board = {
        version: b.version,
        taken: b.taken,
        totalBetAmount: paiseToRs(b.pool),
        betCount: b.betCount,
      };
      return [id, isBiddingMethod(b.betType) ? { ...board, lots: (lots.get(id) ?? []).map(standingBidJson) } : board];
    }),
  );
}
