// Fantasy Team groups (design-contests section 1): the pure rules of a team, shared by the server and the web.
// Credits (player prices, a team's cost, a group's budget) are kept exact as integer tenths of a credit: prices step
// by 0.5, a budget has one decimal. Points are kept exact as integer half points: a vice-captain counts 1.5 times.
import { combinationScore, TEAM1_SYMBOLS, TEAM2_SYMBOLS } from './combinations';
import { messages, pickExactlyMessage, teamOverBudgetMessage } from './messages';

export const TEAM_SIZE_MIN = 3;
export const TEAM_SIZE_MAX = 7;
export const TEAM_SIZE_DEFAULT = 5;
export const MAX_TEAMS_MIN = 1;
export const MAX_TEAMS_MAX = 5;
export const MAX_TEAMS_DEFAULT = 1;
/** A group's budget, in tenths: 1 to 1000 credits with one decimal. */
export const CREDIT_BUDGET_MIN_TENTHS = 10;
export const CREDIT_BUDGET_MAX_TENTHS = 10_000;
/** A player's price, in tenths: 6 to 11 credits in steps of 0.5, 8 when not set. */
export const PLAYER_CREDITS_MIN_TENTHS = 60;
export const PLAYER_CREDITS_MAX_TENTHS = 110;
export const PLAYER_CREDITS_STEP_TENTHS = 5;
export const PLAYER_CREDITS_DEFAULT_TENTHS = 80;

/** The default budget of a team size: 8 credits a player. */
export const defaultCreditBudgetTenths = (teamSize: number) => teamSize * PLAYER_CREDITS_DEFAULT_TENTHS;

/** Credits as a number (`9.5`) -> tenths (`95`), or null when it has more than one decimal or is not finite. */
export function creditsToTenths(credits: number): number | null {
  if (!Number.isFinite(credits)) return null;
  const tenths = Math.round(credits * 10);
  return Math.abs(tenths - credits * 10) < 1e-6 ? tenths : null;
}

/** Tenths -> the number the API answers (`95` -> `9.5`). */
export const tenthsToCredits = (tenths: number) => tenths / 10;

/** True for a price a player slot may have: 6 to 11 in steps of 0.5 (in tenths). */
export function isPlayerCreditsTenths(tenths: number): boolean {
  return (
    Number.isInteger(tenths) &&
    tenths >= PLAYER_CREDITS_MIN_TENTHS &&
    tenths <= PLAYER_CREDITS_MAX_TENTHS &&
    tenths % PLAYER_CREDITS_STEP_TENTHS === 0
  );
}

/** Credits as the texts write them, without trailing zeros: 440 -> `44`, 435 -> `43.5`. */
export function formatCredits(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  const whole = Math.floor(abs / 10);
  const tenth = abs % 10;
  return `${sign}${whole}${tenth === 0 ? '' : `.${tenth}`}`;
}

/** Half points -> the number the API answers (21 -> 10.5). */
export const halfPointsToPoints = (halves: number) => halves / 2;

/** A player's code: `1`-`7` are team 1's slots "0".."6", `A`-`G` team 2's (as in combinations). */
export type PlayerCode = string;
const CODE_ORDER = new Map<string, number>([...TEAM1_SYMBOLS, ...TEAM2_SYMBOLS].map((c, i) => [c, i]));

/** The code of a team's slot: (1, "0") -> `1`, (2, "3") -> `D`. */
export function slotCode(team: 1 | 2, slot: number): PlayerCode {
  return (team === 1 ? TEAM1_SYMBOLS : TEAM2_SYMBOLS)[slot] ?? '';
}

/** The team (1 or 2) and slot index of a code, or null for anything else. */
export function codeSlot(code: string): { team: 1 | 2; slot: number } | null {
  const i = CODE_ORDER.get(code);
  if (i === undefined) return null;
  return i < 7 ? { team: 1, slot: i } : { team: 2, slot: i - 7 };
}

/** Codes in their canonical order: team 1's before team 2's. */
export const sortCodes = (codes: readonly string[]) =>
  [...codes].sort((a, b) => (CODE_ORDER.get(a) ?? 99) - (CODE_ORDER.get(b) ?? 99));

/** A team as sent and stored: its players' codes, its captain and its vice-captain. */
export type TeamPick = { players: string[]; captain: string; viceCaptain: string };

/**
 * The key a team is stored under (its bet's `combination`): the players in canonical order, a colon, then captain
 * and vice-captain: `14ACF:4A`. Two teams are the same entry exactly when their keys are equal (check 6).
 */
export function teamKey(team: TeamPick): string {
  return `${sortCodes(team.players.map((c) => c.toUpperCase())).join('')}:${team.captain.toUpperCase()}${team.viceCaptain.toUpperCase()}`;
}

/** True for a team's key, false for a combination. */
export const isTeamKey = (combination: string) => combination.includes(':');

/** The team a key stands for. */
export function parseTeamKey(key: string): TeamPick {
  const [players = '', captains = ''] = key.split(':');
  return { players: [...players], captain: captains.charAt(0), viceCaptain: captains.charAt(1) };
}

/** Every slot that has a player, with its price in tenths, by code. */
export type TeamSheet = ReadonlyMap<PlayerCode, number>;

/**
 * The slots that have a player (a name) with their prices: `players` are the match's names by slot ("0".."6"),
 * `credits` its stored prices in tenths (a slot without one costs the default 8).
 */
export function teamSheet(
  players: { team1: Readonly<Record<string, string>>; team2: Readonly<Record<string, string>> },
  credits: { team1: Readonly<Record<string, number>>; team2: Readonly<Record<string, number>> },
): TeamSheet {
  const sheet = new Map<string, number>();
  for (const team of [1, 2] as const) {
    const names = team === 1 ? players.team1 : players.team2;
    const prices = team === 1 ? credits.team1 : credits.team2;
    for (let slot = 0; slot < 7; slot++) {
      const name = names[String(slot)];
      if (name === undefined || name.trim() === '') continue;
      sheet.set(slotCode(team, slot), prices[String(slot)] ?? PLAYER_CREDITS_DEFAULT_TENTHS);
    }
  }
  return sheet;
}

/** A team's cost in tenths at the sheet's prices (codes not on the sheet cost nothing: check 2 refuses them first). */
export const teamCostTenths = (players: readonly string[], sheet: TeamSheet) =>
  players.reduce((sum, code) => sum + (sheet.get(code.toUpperCase()) ?? 0), 0);

/** What checks 2 to 5 answer: the team's key and cost, or the first refusal's text (all 400s). */
export type TeamCheck = { ok: true; key: string; costTenths: number } | { ok: false; message: string };

/**
 * Checks 2 to 5 of design-contests section 1, in order: exactly `teamSize` distinct codes of slots that have a
 * player; players of both teams; captain and vice-captain two different players of the team; the cost within the
 * budget (exactly the budget is allowed). Codes are read without regard to case.
 */
export function checkTeam(
  team: TeamPick,
  rules: { teamSize: number; budgetTenths: number },
  sheet: TeamSheet,
): TeamCheck {
  const players = team.players.map((c) => c.toUpperCase());
  if (
    players.length !== rules.teamSize ||
    new Set(players).size !== players.length ||
    !players.every((code) => sheet.has(code))
  ) {
    return { ok: false, message: pickExactlyMessage(rules.teamSize) };
  }
  const side = (code: string) => codeSlot(code)?.team;
  if (!players.some((c) => side(c) === 1) || !players.some((c) => side(c) === 2)) {
    return { ok: false, message: messages.teamNeedsBothSides };
  }
  const captain = team.captain.toUpperCase();
  const vice = team.viceCaptain.toUpperCase();
  if (captain === vice || !players.includes(captain) || !players.includes(vice)) {
    return { ok: false, message: messages.captainsInvalid };
  }
  const cost = teamCostTenths(players, sheet);
  if (cost > rules.budgetTenths) {
    return { ok: false, message: teamOverBudgetMessage(formatCredits(cost), formatCredits(rules.budgetTenths)) };
  }
  return { ok: true, key: teamKey({ players, captain, viceCaptain: vice }), costTenths: cost };
}

/** A player's score in a result: team 1's slot scores for `1`-`7`, team 2's for `A`-`G`. */
function slotScore(code: string, team1Scores: readonly number[], team2Scores: readonly number[]): number {
  const at = codeSlot(code);
  if (!at) return 0;
  return (at.team === 1 ? team1Scores : team2Scores)[at.slot] ?? 0;
}

/**
 * A team's points in half points (exact): every player's slot score, the captain's counted 2 times and the
 * vice-captain's 1.5 times. A vice-captain on 7 alone gives 21 (10.5 points).
 */
export function teamHalfPoints(team: TeamPick, team1Scores: readonly number[], team2Scores: readonly number[]): number {
  let halves = 0;
  for (const code of team.players) halves += 2 * slotScore(code.toUpperCase(), team1Scores, team2Scores);
  halves += 2 * slotScore(team.captain.toUpperCase(), team1Scores, team2Scores);
  halves += slotScore(team.viceCaptain.toUpperCase(), team1Scores, team2Scores);
  return halves;
}

/**
 * A bet's stored score (bets.score, and what settlement ranks by): a combination's sum of scores, or a team's half
 * points. Within a group every bet is of one kind, so the ranking never mixes the two units.
 */
export function betScore(combination: string, team1Scores: readonly number[], team2Scores: readonly number[]): number {
  return isTeamKey(combination)
    ? teamHalfPoints(parseTeamKey(combination), team1Scores, team2Scores)
    : combinationScore(combination, team1Scores, team2Scores);
}

/** A stored score as the API answers it: a team's half points as points (10.5), a combination's score as it is. */
export function scoreOfBet(betType: string, stored: number): number {
  return betType === 'Fantasy Team' ? halfPointsToPoints(stored) : stored;
}

/** A team's prices as the API answers them: every slot with a player -> credits (its stored price, else 8). */
export function slotCreditsJson(
  players: Readonly<Record<string, string>>,
  storedTenths: Readonly<Record<string, number>>,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const slot of Object.keys(players).sort((a, b) => Number(a) - Number(b))) {
    out[slot] = tenthsToCredits(storedTenths[slot] ?? PLAYER_CREDITS_DEFAULT_TENTHS);
  }
  return out;
}

/** A stored score as the API answers it, told by the bet's key: a team's half points as points, else as it is. */
export function scoreOfKey(combination: string, stored: number): number {
  return isTeamKey(combination) ? halfPointsToPoints(stored) : stored;
}
