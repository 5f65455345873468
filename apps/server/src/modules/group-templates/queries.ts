import type { BetType, GroupStatus } from '@wicket/shared/schemas/groups';
import { sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows } from '../../db/client';
import type { GroupValues } from '../groups/queries';

type Raw = {
  club_id: string;
  position: number | null;
  bet_type: BetType;
  bet_amount: string;
  minimum_increment: string | null;
  winner_share1_bp: number;
  winner_share2_bp: number;
  winner_share3_bp: number;
  status: GroupStatus;
};

const toValues = (r: Raw): GroupValues => ({
  betType: r.bet_type,
  betAmount: BigInt(r.bet_amount),
  minimumIncrement: r.minimum_increment === null ? null : BigInt(r.minimum_increment),
  winnerShare1Bp: r.winner_share1_bp,
  winnerShare2Bp: r.winner_share2_bp,
  winnerShare3Bp: r.winner_share3_bp,
  status: r.status,
});

/** The club and its templates in their order, in one read: undefined when the club does not exist. */
export async function findClubTemplates(db: DbOrTx, clubId: string): Promise<GroupValues[] | undefined> {
  const rows = await queryRows<Raw>(
    db,
    sql`select c.id as club_id, t.position, t.bet_type::text as bet_type, t.bet_amount::text as bet_amount,
               t.minimum_increment::text as minimum_increment, t.winner_share1_bp, t.winner_share2_bp,
               t.winner_share3_bp, t.status::text as status
        from clubs c left join group_templates t on t.club_id = c.id
        where c.id = ${clubId}::uuid
        order by t.position`,
  );
  if (rows.length === 0) return undefined;
  return rows.filter((r) => r.position !== null).map(toValues);
}

/** Replaces the club's templates with `templates`, in that order (two statements whatever the number). */
export async function replaceClubTemplates(tx: DbOrTx, clubId: string, templates: readonly GroupValues[]) {
  await queryRows(tx, sql`delete from group_templates where club_id = ${clubId}::uuid`);
  if (templates.length === 0) return;
  await queryRows(
    tx,
    sql`insert into group_templates (club_id, position, bet_type, bet_amount, minimum_increment, winner_share1_bp,
                                     winner_share2_bp, winner_share3_bp, status)
        select ${clubId}::uuid, (t.ord - 1)::smallint, t.bet_type::bet_type, t.bet_amount::bigint,
               t.minimum_increment::bigint, t.s1, t.s2, t.s3, t.status::group_status
        from unnest(${pgArray(templates.map((v) => v.betType))}::text[],
                    ${pgArray(templates.map((v) => v.betAmount))}::text[],
                    ${pgArray(templates.map((v) => v.minimumIncrement))}::text[],
                    ${pgArray(templates.map((v) => v.winnerShare1Bp))}::int[],
                    ${pgArray(templates.map((v) => v.winnerShare2Bp))}::int[],
                    ${pgArray(templates.map((v) => v.winnerShare3Bp))}::int[],
                    ${pgArray(templates.map((v) => v.status))}::text[])
             with ordinality as t(bet_type, bet_amount, minimum_increment, s1, s2, s3, status, ord)`,
  );
}

/** How many of these matches belong to the club (applyGroupTemplates checks it is all of them). */
export async function countClubMatches(db: DbOrTx, clubId: string, matchIds: readonly string[]): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from matches
        where club_id = ${clubId}::uuid and id = any(${pgArray(matchIds)}::uuid[])`,
  );
  return Number(rows[0]?.n ?? 0);
}
