import { z } from 'zod';
import { PLAYERS_PER_TEAM, TEAM1_SYMBOLS, TEAM2_SYMBOLS } from './combinations';
import { messages } from './messages';
import { EMPTY_FIGURES, type PlayerFigures } from './points';

/**
 * Cricsheet (cricsheet.org) ball-by-ball JSON, formats 1.0.0 and 1.1.0 -> each player's figures by the counting
 * rules of design-season section 3, and the match's 14 player slots matched to the file's players by name.
 * Pure: the server runs it on an uploaded file, and nothing here knows about requests or the database.
 */

/**
 * The file is bounded by the match, not by its size (design-contests section 4): a hostile 2 MB file of 205,000
 * player names answered 51 MB. At most 2 innings plus super overs, 50 players a team, names of at most 100
 * characters, and every count a whole number below one million (so sums stay exact and the answer's schema holds).
 */
export const CRICSHEET_MAX_INNINGS = 2;
/** Super-over innings, two a super over: no match has needed more than three super overs. */
export const CRICSHEET_MAX_SUPER_OVER_INNINGS = 10;
export const CRICSHEET_MAX_PLAYERS_PER_TEAM = 50;
export const CRICSHEET_NAME_MAX = 100;
export const CRICSHEET_COUNT_LIMIT = 1_000_000;

const count = z.number().int().min(0).lt(CRICSHEET_COUNT_LIMIT);
const name = z.string().max(CRICSHEET_NAME_MAX);

/** Only what the counting reads is checked; every other field (officials, reviews, replacements...) passes. */
const deliverySchema = z.object({
  batter: name,
  bowler: name,
  runs: z.object({
    batter: count,
    extras: count.optional(),
    total: count.optional(),
    non_boundary: z.unknown().optional(),
  }),
  extras: z
    .object({
      wides: count.optional(),
      noballs: count.optional(),
      byes: count.optional(),
      legbyes: count.optional(),
      penalty: count.optional(),
    })
    .optional(),
  wickets: z
    .array(
      z.object({
        player_out: name,
        kind: z.string(),
        fielders: z.array(z.object({ name: name.optional(), substitute: z.boolean().optional() })).nullish(),
      }),
    )
    .optional(),
});

const cricsheetSchema = z.object({
  meta: z.object({ data_version: z.string().regex(/^1\./) }).optional(),
  info: z.object({
    teams: z.tuple([name.min(1), name.min(1)]),
    // a team's list, keyed by the team's name: a file lists the match's two teams and no others
    players: z
      .record(name, z.array(name.min(1)).max(CRICSHEET_MAX_PLAYERS_PER_TEAM))
      .refine((players) => Object.keys(players).length <= 2),
  }),
  innings: z
    .array(
      z.object({
        team: name,
        super_over: z.boolean().optional(),
        overs: z.array(z.object({ over: count.optional(), deliveries: z.array(deliverySchema) })).default([]),
      }),
    )
    .refine(
      (innings) =>
        innings.filter((i) => !i.super_over).length <= CRICSHEET_MAX_INNINGS &&
        innings.filter((i) => i.super_over).length <= CRICSHEET_MAX_SUPER_OVER_INNINGS,
    ),
});
export type CricsheetMatch = z.infer<typeof cricsheetSchema>;

/** One player of the file's `info.players` with the figures counted from its deliveries. */
export type CricsheetPlayer = { name: string; team: string; figures: PlayerFigures };
export type CricsheetFigures = { teams: [string, string]; players: CricsheetPlayer[] };

/** Wicket kinds credited to the bowler, and those of them that earn the lbw-or-bowled bonus. */
const BOWLER_WICKETS = new Set(['bowled', 'caught', 'caught and bowled', 'lbw', 'stumped', 'hit wicket']);
const LBW_BOWLED = new Set(['lbw', 'bowled']);
/** Kinds that leave the batter not out. */
const NOT_OUT = new Set(['retired hurt', 'retired not out']);

/**
 * The bounds checked before the schema reads the file, at the cost of a few property reads, so a file of 205,000
 * names or innings is refused without validating each of them.
 */
function oversized(doc: unknown): boolean {
  if (typeof doc !== 'object' || doc === null) return false;
  const { info, innings } = doc as { info?: unknown; innings?: unknown };
  if (Array.isArray(innings) && innings.length > CRICSHEET_MAX_INNINGS + CRICSHEET_MAX_SUPER_OVER_INNINGS) return true;
  const players = typeof info === 'object' && info !== null ? (info as { players?: unknown }).players : undefined;
  if (typeof players !== 'object' || players === null) return false;
  const lists = Object.values(players);
  return lists.length > 2 || lists.some((list) => Array.isArray(list) && list.length > CRICSHEET_MAX_PLAYERS_PER_TEAM);
}

/** A key that could reach a prototype: refused as Fastify's JSON parser refuses it on every other route. */
const PROTOTYPE_KEY = /"(?:__proto__|constructor)"\s*:/;

/**
 * The uploaded text -> figures, as `cricsheetFigures` reads a document; text that is not JSON answers what every
 * other route answers for it (Fastify's texts). The server runs this off the event loop (a worker thread): parsing
 * 2 MB of JSON alone can take tens of milliseconds.
 */
export function cricsheetFiguresOfText(text: string): CricsheetFigures | { error: string } {
  if (text.trim() === '') return { error: messages.emptyJsonBody };
  if (PROTOTYPE_KEY.test(text)) return { error: messages.invalidJsonBody };
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { error: messages.invalidJsonBody };
  }
  return cricsheetFigures(doc);
}

/**
 * A Cricsheet document -> every listed player's figures, or `{ error }` with the design's 400 text when the file is
 * not a Cricsheet match file (no teams, players or innings, a malformed delivery, a team the file does not list,
 * or past the bounds above).
 */
export function cricsheetFigures(doc: unknown): CricsheetFigures | { error: string } {
  if (oversized(doc)) return { error: messages.notCricsheetFile };
  const parsed = cricsheetSchema.safeParse(doc);
  if (!parsed.success) return { error: messages.notCricsheetFile };
  const { info, innings } = parsed.data;
  const [teamA, teamB] = info.teams;
  if (teamA === teamB) return { error: messages.notCricsheetFile };

  // team -> (player name -> figures), for the players `info.players` lists; Maps, so no name is an object key.
  const byTeam = new Map<string, Map<string, PlayerFigures>>();
  for (const team of info.teams) {
    const names = Object.hasOwn(info.players, team) ? (info.players[team] ?? []) : [];
    byTeam.set(team, new Map(names.map((name) => [name, { ...EMPTY_FIGURES, played: true }])));
  }

  for (const inning of innings) {
    if (inning.super_over) continue;
    const batting = byTeam.get(inning.team);
    if (!batting) return { error: messages.notCricsheetFile };
    const fielding = byTeam.get(inning.team === teamA ? teamB : teamA) as Map<string, PlayerFigures>;

    for (const over of inning.overs) {
      // a maiden: the whole over by one bowler, 6 or more legal balls, nothing conceded
      let overBowler: string | null = over.deliveries[0]?.bowler ?? null;
      let overLegal = 0;
      let overConceded = 0;

      for (const d of over.deliveries) {
        const wides = d.extras?.wides ?? 0;
        const noballs = d.extras?.noballs ?? 0;
        const batter = batting.get(d.batter);
        if (batter) {
          batter.runs += d.runs.batter;
          if (!d.extras?.wides) batter.balls += 1;
          if (!d.runs.non_boundary) {
            if (d.runs.batter === 4) batter.fours += 1;
            if (d.runs.batter === 6) batter.sixes += 1;
          }
        }
        const bowler = fielding.get(d.bowler);
        const legal = !d.extras?.wides && !d.extras?.noballs;
        const conceded = d.runs.batter + wides + noballs;
        if (bowler) {
          if (legal) bowler.ballsBowled += 1;
          bowler.runsConceded += conceded;
        }
        if (d.bowler !== overBowler) overBowler = null;
        if (legal) overLegal += 1;
        overConceded += conceded;

        for (const w of d.wickets ?? []) {
          const out = batting.get(w.player_out);
          if (out && !NOT_OUT.has(w.kind)) out.out = true;
          if (bowler && BOWLER_WICKETS.has(w.kind)) {
            bowler.wickets += 1;
            if (LBW_BOWLED.has(w.kind)) bowler.lbwBowled += 1;
          }
          // fielders count only when the file lists them for the fielding side (a substitute who is not is skipped)
          const named = (w.fielders ?? []).flatMap((f) => (f.name === undefined ? [] : [f.name]));
          if (w.kind === 'caught') {
            for (const name of named) {
              const fielder = fielding.get(name);
              if (fielder) fielder.catches += 1;
            }
          } else if (w.kind === 'caught and bowled') {
            if (bowler) bowler.catches += 1;
          } else if (w.kind === 'stumped') {
            for (const name of named) {
              const fielder = fielding.get(name);
              if (fielder) fielder.stumpings += 1;
            }
          } else if (w.kind === 'run out') {
            if (named.length === 1) {
              const fielder = fielding.get(named[0] as string);
              if (fielder) fielder.runOutsDirect += 1;
            } else {
              for (const name of named.slice(-2)) {
                const fielder = fielding.get(name);
                if (fielder) fielder.runOutsIndirect += 1;
              }
            }
          }
        }
      }
      if (overBowler !== null && overLegal >= 6 && overConceded === 0) {
        const bowler = fielding.get(overBowler);
        if (bowler) bowler.maidens += 1;
      }
    }
  }

  const players = info.teams.flatMap((team) =>
    [...(byTeam.get(team) as Map<string, PlayerFigures>)].map(([name, figures]) => ({ name, team, figures })),
  );
  return { teams: [teamA, teamB], players };
}

/** A team name for comparing: case and every space ignored. */
export const teamNameKey = (name: string) => name.toLowerCase().replace(/\s+/g, '');

/** A player's name for comparing: case and dots ignored, spaces collapsed. */
const nameWords = (name: string) => name.toLowerCase().replaceAll('.', ' ').trim().split(/\s+/).filter(Boolean);

/**
 * Whether a slot's name may be this Cricsheet name: equal ignoring case, dots and extra spaces, or the same surname
 * (last word) with the slot's first word starting with the Cricsheet name's first initial (`Virat Kohli` ~
 * `V Kohli`, `David Warner` ~ `DA Warner`).
 */
export function slotNameMatches(slotName: string, cricsheetName: string): boolean {
  const slot = nameWords(slotName);
  const file = nameWords(cricsheetName);
  if (slot.length === 0 || file.length === 0) return false;
  if (slot.join(' ') === file.join(' ')) return true;
  if (slot.length < 2 || file.length < 2) return false;
  const initial = (file[0] as string)[0] as string;
  return slot.at(-1) === file.at(-1) && (slot[0] as string).startsWith(initial);
}

/** One team's slot names as a match keeps them: index "0".."6" -> name, blank slots absent. */
type SlotNames = Record<string, string>;
export type MatchForProposal = { team1: string; team2: string; team1Players: SlotNames; team2Players: SlotNames };
export type SlotProposal = {
  code: string;
  /** The slot's name in the match, or null for a blank slot. */
  name: string | null;
  /** The Cricsheet player proposed for the slot, or null where none is certain. */
  cricsheetName: string | null;
  figures: PlayerFigures | null;
};
export type SlotProposals = {
  /** The file's team each match team was matched to, or null when neither names nor players tell. */
  teams: { team1: string | null; team2: string | null };
  slots: { team1: SlotProposal[]; team2: SlotProposal[] };
};

const slotName = (players: SlotNames, index: number): string | null =>
  Object.hasOwn(players, String(index)) ? (players[String(index)] ?? null) : null;

/** The file's single player of `team` that fits the slot's name, or null (none, or more than one). */
function uniqueMatch(name: string | null, candidates: CricsheetPlayer[]): CricsheetPlayer | null {
  if (name === null) return null;
  const fits = candidates.filter((p) => slotNameMatches(name, p.name));
  return fits.length === 1 ? (fits[0] as CricsheetPlayer) : null;
}

/**
 * The Cricsheet player proposed for each of the match's 14 slots (design-season section 3). The match's teams are
 * matched to the file's by name (ignoring case and spaces), otherwise by which file team more of the slot names are
 * found in. A slot gets a player only when exactly one of that team's players fits its name, and no other slot
 * got the same player.
 */
export function proposeSlots(match: MatchForProposal, file: CricsheetFigures): SlotProposals {
  const [fileA, fileB] = file.teams;
  const playersOf = (team: string) => file.players.filter((p) => p.team === team);
  const a = playersOf(fileA);
  const b = playersOf(fileB);

  const key1 = teamNameKey(match.team1);
  const key2 = teamNameKey(match.team2);
  const keyA = teamNameKey(fileA);
  const keyB = teamNameKey(fileB);
  let order: 'same' | 'swapped' | null = null;
  if ((key1 === keyA && key2 !== keyA) || (key2 === keyB && key1 !== keyB)) order = 'same';
  else if ((key1 === keyB && key2 !== keyB) || (key2 === keyA && key1 !== keyA)) order = 'swapped';
  else {
    const found = (slots: SlotNames, candidates: CricsheetPlayer[]) =>
      Array.from({ length: PLAYERS_PER_TEAM }, (_, i) => uniqueMatch(slotName(slots, i), candidates)).filter(Boolean)
        .length;
    const same = found(match.team1Players, a) + found(match.team2Players, b);
    const swapped = found(match.team1Players, b) + found(match.team2Players, a);
    if (same > swapped) order = 'same';
    else if (swapped > same) order = 'swapped';
  }

  const team1File = order === null ? null : order === 'same' ? fileA : fileB;
  const team2File = order === null ? null : order === 'same' ? fileB : fileA;
  const propose = (slots: SlotNames, codes: readonly string[], fileTeam: string | null) =>
    codes.map((code, i) => {
      const name = slotName(slots, i);
      const player = fileTeam === null ? null : uniqueMatch(name, fileTeam === fileA ? a : b);
      return { code, name, player };
    });
  const team1 = propose(match.team1Players, TEAM1_SYMBOLS, team1File);
  const team2 = propose(match.team2Players, TEAM2_SYMBOLS, team2File);

  // a Cricsheet player fitting two slots is certain for neither
  const uses = new Map<CricsheetPlayer, number>();
  for (const { player } of [...team1, ...team2]) if (player) uses.set(player, (uses.get(player) ?? 0) + 1);
  const answer = (rows: typeof team1): SlotProposal[] =>
    rows.map(({ code, name, player }) => {
      const certain = player && uses.get(player) === 1 ? player : null;
      return { code, name, cricsheetName: certain?.name ?? null, figures: certain ? { ...certain.figures } : null };
    });
  return { teams: { team1: team1File, team2: team2File }, slots: { team1: answer(team1), team2: answer(team2) } };
}
