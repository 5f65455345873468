import { canonicalCombination, isValidCombination } from '@wicket/shared/combinations';
import { isTeamKey, parseTeamKey, teamKey } from '@wicket/shared/fantasy';
import type pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/db/client';
import { describeLedgerProblem, verifyLedger } from '../../apps/server/src/modules/ledger/verify';
import { rows } from './db';
import type { Report } from './report';

/**
 * A stored combination in its one spelling; a Fantasy Team's key (design-contests section 1) as teamKey writes it:
 * distinct players in canonical order, then a captain and a different vice-captain among them.
 */
function isCanonicalKey(c: string): boolean {
  if (!isTeamKey(c)) return isValidCombination(c) && canonicalCombination(c) === c;
  const team = parseTeamKey(c);
  return (
    teamKey(team) === c &&
    new Set(team.players).size === team.players.length &&
    team.captain !== team.viceCaptain &&
    team.players.includes(team.captain) &&
    team.players.includes(team.viceCaptain)
  );
}

/** The server's own ledger check (`npm run verify-ledger` runs the same function), on the run database. */
export class LedgerChecker {
  private database: Database | undefined;
  constructor(private readonly url: string) {}

  async problems(): Promise<string[]> {
    this.database ??= await openDatabase({ databaseUrl: this.url, dataDir: 'memory://', poolSize: 2 });
    const problems = await verifyLedger(this.database.db);
    return problems.map(describeLedgerProblem);
  }

  async close() {
    await this.database?.close();
  }
}

/**
 * The rules every phase must leave intact: the ledger (balances equal their rows, credits conserved, pools equal
 * their bets) and the uniqueness rules (no First Better combination twice in a group, no member twice on one
 * combination), plus the shape of every stored bet. Failures are recorded in the report and fail the run.
 */
export async function checkInvariants(report: Report, phase: string, pool: pg.Pool, ledger: LedgerChecker) {
  const problems = await ledger.problems();
  report.check(
    phase,
    'ledger balanced (verifyLedger)',
    problems.length === 0,
    problems.length === 0 ? undefined : `${problems.length} problem(s): ${problems.slice(0, 3).join('; ')}`,
  );

  const firstBetter = await rows<{ group_id: string; combination: string; n: string }>(
    pool,
    `select b.group_id, b.combination, count(*)::text as n
     from bets b join groups g on g.id = b.group_id
     where g.bet_type = 'First Better'
     group by b.group_id, b.combination having count(*) > 1 limit 5`,
  );
  report.check(
    phase,
    'no First Better combination taken twice in a group',
    firstBetter.length === 0,
    firstBetter.map((r) => `${r.combination} x${r.n} in ${r.group_id}`).join(', ') || undefined,
  );

  const twice = await rows<{ group_id: string; user_id: string; combination: string; n: string }>(
    pool,
    `select group_id, user_id, combination, count(*)::text as n
     from bets group by group_id, user_id, combination having count(*) > 1 limit 5`,
  );
  report.check(
    phase,
    'no member twice on one combination of a group',
    twice.length === 0,
    twice.map((r) => `${r.combination} x${r.n} by ${r.user_id}`).join(', ') || undefined,
  );

  const shape = await rows<{ bad_flag: string; bad_amount: string; bad_match: string }>(
    pool,
    `select count(*) filter (where b.first_better <> (g.bet_type in ('First Better', 'Bidding Method')))::text
              as bad_flag,
            count(*) filter (where case when g.bet_type = 'Bidding Method' then b.bet_amount < g.bet_amount
                                        else b.bet_amount <> g.bet_amount end)::text as bad_amount,
            count(*) filter (where b.match_id <> g.match_id)::text as bad_match
     from bets b join groups g on g.id = b.group_id`,
  );
  const s = shape[0];
  const badShape = s ? Number(s.bad_flag) + Number(s.bad_amount) + Number(s.bad_match) : 0;
  report.check(
    phase,
    "every bet carries its group's type, amount and match",
    badShape === 0,
    badShape === 0 ? undefined : `type ${s?.bad_flag}, amount ${s?.bad_amount}, match ${s?.bad_match} wrong`,
  );

  const combos = await rows<{ combination: string }>(pool, 'select distinct combination from bets');
  const notCanonical = combos.map((r) => r.combination).filter((c) => !isCanonicalKey(c));
  report.check(
    phase,
    'every stored combination is canonical',
    notCanonical.length === 0,
    notCanonical.slice(0, 5).join(', ') || undefined,
  );
}
