import { TEAM1_SYMBOLS, TEAM2_SYMBOLS } from '@wicket/shared/combinations';
import { proposeSlots } from '@wicket/shared/cricsheet';
import { messages } from '@wicket/shared/messages';
import { type PlayerFigures, type PointsTable, scoreFigures } from '@wicket/shared/points';
import {
  type CricsheetReading,
  type Scorecard,
  type ScorecardPlayer,
  type ScorecardWrite,
  type scorecardBodySchema,
  scorecardPointsInRange,
} from '@wicket/shared/schemas/scorecard';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { assertClubAccess } from '../../lib/access';
import { badRequest, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import { type EventPublisher, noEvents } from '../events/hub';
import { pointsSystemOfClub } from '../points/service';
import { inResultTransaction, lockMatchForResult, writeMatchResult } from '../results/service';
import type { CricsheetReader } from './cricsheet-reader';
import {
  findScorecard,
  findScorecardMatch,
  type ScorecardFigures,
  type ScorecardMatch,
  type ScorecardRow,
  upsertScorecard,
} from './queries';

type Body = z.output<typeof scorecardBodySchema>;

const slotName = (players: Record<string, string>, index: number): string | null =>
  Object.hasOwn(players, String(index)) ? (players[String(index)] ?? null) : null;

/**
 * The 14 players in slot order (codes 1-7 then A-G), each with its team's and slot's names and the points its
 * figures earn by `table` (the shared scoreFigures, the one the scorecard screen computes with as the manager types).
 */
function scorePlayers(
  match: Pick<ScorecardMatch, 'team1' | 'team2' | 'team1Players' | 'team2Players'>,
  figures: ScorecardFigures,
  table: PointsTable,
): { team1: ScorecardPlayer[]; team2: ScorecardPlayer[] } {
  const team = (codes: readonly string[], teamName: string, players: Record<string, string>, rows: PlayerFigures[]) =>
    codes.map((code, i) => ({
      code,
      team: teamName,
      name: slotName(players, i),
      ...scoreFigures(rows[i] as PlayerFigures, table),
    }));
  return {
    team1: team(TEAM1_SYMBOLS, match.team1, match.team1Players, figures.team1),
    team2: team(TEAM2_SYMBOLS, match.team2, match.team2Players, figures.team2),
  };
}

/** A points system as the scorecard keeps it: the table alone (its name is a column of its own). */
const tableOf = (system: PointsTable): PointsTable => ({
  values: { ...system.values },
  economyMinBalls: system.economyMinBalls,
  economy: system.economy.map(({ below, points }) => ({ below, points })),
  strikeRateMinBalls: system.strikeRateMinBalls,
  strikeRate: system.strikeRate.map(({ below, points }) => ({ below, points })),
});

/** The audit JSON of a scorecard save: the match, where the figures came from, the system, the scores they made. */
function auditJson(
  matchId: string,
  scorecard: Pick<ScorecardRow, 'source' | 'pointsSystemName' | 'figures'> | undefined,
  scores: { team1Scores: number[]; team2Scores: number[] } | null,
) {
  if (!scorecard && !scores) return null;
  return {
    match: matchId,
    source: scorecard?.source ?? null,
    pointsSystem: scorecard?.pointsSystemName ?? null,
    team1Scores: scores?.team1Scores ?? null,
    team2Scores: scores?.team2Scores ?? null,
    figures: scorecard?.figures ?? null,
  };
}

/**
 * PUT /api/matches/{id}/scorecard (design-season section 2), staff of the club, in one transaction: the match locked
 * as every result save locks it (results/service.ts: 404 for another club's, 409 once settled or abandoned), each
 * slot scored by the club's points system as it is now, the result written exactly as a typed one is
 * (writeMatchResult: created or updated, bets scored, the match Ongoing), the scorecard and the table it was scored
 * with, and one `scorecard.update` audit row; the `match` event after commit.
 */
export async function saveScorecard(
  db: Db,
  auth: AuthContext,
  matchId: string,
  body: Body,
  events: EventPublisher = noEvents,
): Promise<ScorecardWrite> {
  const figures: ScorecardFigures = { team1: body.team1, team2: body.team2 };
  return inResultTransaction(db, events, async (tx) => {
    const match = await lockMatchForResult(tx, auth, matchId, messages.matchNotFound);
    // Read under the match's row lock: its slot names and the scorecard it had, then the club's table now.
    const found = await findScorecard(tx, matchId);
    if (!found) throw notFound(messages.matchNotFound);
    const system = await pointsSystemOfClub(tx, match.clubId);
    const table = tableOf(system);
    const players = scorePlayers(found.match, figures, table);
    // Points a typed result could not hold are refused, so the result saved here can be saved again by hand.
    if (![...players.team1, ...players.team2].every((p) => scorecardPointsInRange(p.points))) {
      throw badRequest(messages.scorecardScoresOutOfRange);
    }
    const scores = {
      team1Scores: players.team1.map((p) => p.points),
      team2Scores: players.team2.map((p) => p.points),
    };
    const saved = await writeMatchResult(
      tx,
      match,
      { existing: 'replace', notFoundMessage: messages.matchNotFound },
      scores,
    );
    await upsertScorecard(tx, {
      matchId: match.id,
      source: body.source,
      figures,
      pointsSystemName: system.name,
      pointsTable: table,
    });
    const result = { team1Scores: saved.after.team1Scores, team2Scores: saved.after.team2Scores };
    await recordAudit(tx, auth, {
      clubId: match.clubId,
      action: 'scorecard.update',
      entity: 'scorecard',
      entityId: match.id,
      before: auditJson(match.id, found.scorecard, saved.before),
      after: auditJson(match.id, { source: body.source, pointsSystemName: system.name, figures }, result),
    });
    const answer = { message: messages.scorecardSaved, result, players: [...players.team1, ...players.team2] };
    return { match, answer };
  });
}

/**
 * GET /api/matches/{id}/scorecard, readers of the club: the figures with the points they earned by the table saved
 * with them (a later change of the club's points system changes nothing here), or 404 `No scorecard yet`.
 */
export async function getScorecard(db: Db, auth: AuthContext, matchId: string): Promise<Scorecard> {
  const found = await findScorecard(db, matchId);
  if (!found) throw notFound(messages.matchNotFound);
  assertClubAccess(auth, found.match.clubId, messages.matchNotFound);
  const { scorecard } = found;
  if (!scorecard) throw notFound(messages.noScorecardYet);
  const players = scorePlayers(found.match, scorecard.figures, scorecard.pointsTable);
  return {
    source: scorecard.source,
    figures: scorecard.figures,
    players: [...players.team1, ...players.team2],
    pointsSystem: { name: scorecard.pointsSystemName },
    updatedAt: scorecard.updatedAt.toISOString(),
  };
}

/**
 * POST /api/matches/{id}/scorecard/cricsheet (design-season section 3), staff of the club: the file read and each
 * slot's proposed player with its figures; nothing is saved. 400 when the body is not a Cricsheet match file, or is
 * one whose teams and players are neither of this match's.
 */
export async function readCricsheet(
  db: Db,
  reader: CricsheetReader,
  auth: AuthContext,
  matchId: string,
  file: unknown,
): Promise<CricsheetReading> {
  const match = await findScorecardMatch(db, matchId);
  if (!match) throw notFound(messages.matchNotFound);
  assertClubAccess(auth, match.clubId, messages.matchNotFound);
  // JSON arrives as its bytes (routes.ts); any other body (text/plain) is no match file.
  if (!(file instanceof Uint8Array)) throw badRequest(messages.notCricsheetFile);
  const read = await reader.read(file);
  if ('error' in read) throw badRequest(read.error);
  const proposal = proposeSlots(match, read);
  if (proposal.teams.team1 === null || proposal.teams.team2 === null) {
    throw badRequest(messages.cricsheetOtherMatch);
  }
  return { teams: read.teams, players: read.players, slots: proposal.slots };
}
