import { type SQL, sql } from 'drizzle-orm';

/**
 * A team name as compared in SQL: letter case and every space ignored, as `teamNameKey` (packages/shared
 * match-rules.ts) does in code. The same expression generates `club_teams.name_key` (migration 0019), so a team is
 * found for a match by `name_key = teamNameKeySql(match.team1)` (design-season section 4).
 */
export function teamNameKeySql(name: SQL | SQL.Aliased | unknown): SQL {
  return sql`lower(regexp_replace(${name}, '\\s+', '', 'g'))`;
}
