import { sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows } from '../../db/client';
import type { GroupValues } from '../groups/queries';

/** Replaces the club's templates with `templates`, in that order (two statements whatever the number). */
export async function replaceClubTemplates(tx: DbOrTx, clubId: string, templates: readonly GroupValues[]) {
  await queryRows(tx, sql`delete from group_templates where club_id = ${clubId}::uuid`);
  if (templates.length === 0) return;
  await queryRows(
    tx,
    sql`insert into group_templates (club_id, position, bet_type, bet_amount, minimum_increment, winner_share1_bp,
                                     winner_share2_bp, winner_share3_bp, status, team_size, max_teams,
                                     credit_budget_tenths)
        select ${clubId}::uuid, (t.ord - 1)::smallint, t.bet_type::bet_type, t.bet_amount::bigint,
               t.minimum_increment::bigint, t.s1, t.s2, t.s3, t.status::group_status, t.team_size::smallint,
               t.max_teams::smallint, t.credit_budget_tenths
        from unnest(${pgArray(templates.map((v) => v.betType))}::text[],
                    ${pgArray(templates.map((v) => v.betAmount))}::text[],
                    ${pgArray(templates.map((v) => v.minimumIncrement))}::text[],
                    ${pgArray(templates.map((v) => v.winnerShare1Bp))}::int[],
                    ${pgArray(templates.map((v) => v.winnerShare2Bp))}::int[],
                    ${pgArray(templates.map((v) => v.winnerShare3Bp))}::int[],
                    ${pgArray(templates.map((v) => v.status))}::text[],
                    ${pgArray(templates.map((v) => v.teamSize))}::int[],
                    ${pgArray(templates.map((v) => v.maxTeams))}::int[],
                    ${pgArray(templates.map((v) => v.creditBudgetTenths))}::int[])
             with ordinality as t(bet_type, bet_amount, minimum_increment, s1, s2, s3, status, team_size, max_teams,
                                  credit_budget_tenths, ord)`,
  );
}
