import { scoreOfKey } from '@wicket/shared/fantasy';
import { messages } from '@wicket/shared/messages';
import { paiseToRs } from '@wicket/shared/money';
import type { GroupWinners, MyWinning } from '@wicket/shared/schemas/bets';
import type { Db } from '../../db/client';
import { canAccessClub } from '../../lib/access';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { findGroupClub } from '../bets/queries';
import { listGroupWinners, listUserWinnings } from './queries';

/** GET /api/winners/group/{groupId}: same readers as the group's bets (its club's members, Manager, Admins). */
export async function getGroupWinners(db: Db, auth: AuthContext, groupId: string): Promise<GroupWinners> {
  const clubId = await findGroupClub(db, groupId);
  if (!clubId || !canAccessClub(auth, clubId)) throw notFound(messages.groupNotFound);
  const answer: GroupWinners = { firstWinners: [], secondWinners: [], thirdWinners: [] };
  const lists = [answer.firstWinners, answer.secondWinners, answer.thirdWinners];
  for (const row of await listGroupWinners(db, groupId)) {
    lists[row.place - 1]?.push({
      _id: row.id,
      bet: row.betId,
      user: { _id: row.userId, firstName: row.firstName, lastName: row.lastName },
      combination: row.combination,
      score: scoreOfKey(row.combination, row.score),
      amountWon: paiseToRs(row.amountWon),
      referralCommission: paiseToRs(row.referralCommission),
      amountToWinner: paiseToRs(row.amountWon - row.referralCommission),
    });
  }
  return answer;
}

/** GET /api/winners/my-winnings: the caller's winning bets, newest first: gross amountWon, the referrer's part, the rest. */
export async function getMyWinnings(db: Db, auth: AuthContext): Promise<MyWinning[]> {
  const rows = await listUserWinnings(db, auth.userId);
  return rows.map((row) => ({
    _id: row.id,
    bet: row.betId,
    place: row.place,
    combination: row.combination,
    score: scoreOfKey(row.combination, row.score),
    amountWon: paiseToRs(row.amountWon),
    referralCommission: paiseToRs(row.referralCommission),
    amountToWinner: paiseToRs(row.amountWon - row.referralCommission),
    createdAt: row.createdAt.toISOString(),
    match: { _id: row.matchId, team1: row.team1, team2: row.team2, dateTime: row.dateTime.toISOString() },
    group: { _id: row.groupId, betType: row.betType },
  }));
}
