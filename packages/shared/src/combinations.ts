/**
 * A combination is 3 distinct players: digits 1-7 pick from team 1, letters A-G from team 2.
 * Combinations compare as sets, so they are stored canonically: sorted, digits before letters ("27C").
 */
export const TEAM1_SYMBOLS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export const TEAM2_SYMBOLS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export const ALL_SYMBOLS: readonly string[] = [...TEAM1_SYMBOLS, ...TEAM2_SYMBOLS];
export const MAX_COMBINATIONS_PER_BET = 5;
export const PLAYERS_PER_TEAM = 7;

const SYMBOL_ORDER = new Map(ALL_SYMBOLS.map((s, i) => [s, i]));

/** Keeps what the combination box accepts: upper-cased 1-7, A-G and commas. */
export function sanitizeCombinationInput(raw: string): string {
  return raw.toUpperCase().replace(/[^1-7A-G,]/g, '');
}

/** True when the text is exactly 3 distinct characters of 1-7 and A-G (case-insensitive). */
export function isValidCombination(text: string): boolean {
  const upper = text.toUpperCase();
  if (upper.length !== 3) return false;
  const chars = [...upper];
  if (!chars.every((c) => SYMBOL_ORDER.has(c))) return false;
  return new Set(chars).size === 3;
}

/** Canonical form of a valid combination: "c27" -> "27C". */
export function canonicalCombination(text: string): string {
  return [...text.toUpperCase()].sort((a, b) => (SYMBOL_ORDER.get(a) ?? 99) - (SYMBOL_ORDER.get(b) ?? 99)).join('');
}

/** All C(14,3) = 364 canonical combinations, in a stable order. */
export const ALL_COMBINATIONS: readonly string[] = (() => {
  const out: string[] = [];
  for (let i = 0; i < ALL_SYMBOLS.length; i++)
    for (let j = i + 1; j < ALL_SYMBOLS.length; j++)
      for (let k = j + 1; k < ALL_SYMBOLS.length; k++) out.push(`${ALL_SYMBOLS[i]}${ALL_SYMBOLS[j]}${ALL_SYMBOLS[k]}`);
  return out;
})();

/**
 * Score of a combination: the sum of its players' scores. Digit n is team 1's player n-1, letter A+n is team 2's player n.
 */
export function combinationScore(
  combination: string,
  team1Scores: readonly number[],
  team2Scores: readonly number[],
): number {
  let total = 0;
  for (const c of combination.toUpperCase()) {
    if (c >= '1' && c <= '7') total += team1Scores[c.charCodeAt(0) - 49] ?? 0;
    else if (c >= 'A' && c <= 'G') total += team2Scores[c.charCodeAt(0) - 65] ?? 0;
  }
  return total;
}

/** One player of a combination: its symbol, team (1 or 2), name ("" for an unnamed slot) and score. */
export type PlayerScore = { code: string; team: 1 | 2; name: string; score: number };

/**
 * A combination's three players in combination order, with their names (slot index "0".."6" -> name) and their
 * scores in the saved result: what `combinationScore` adds up.
 */
export function combinationBreakdown(
  combination: string,
  players: { team1: Readonly<Record<string, string>>; team2: Readonly<Record<string, string>> },
  scores: { team1: readonly number[]; team2: readonly number[] },
): PlayerScore[] {
  return [...combination.toUpperCase()].map((code) => {
    const team1 = code >= '1' && code <= '7';
    const index = team1 ? code.charCodeAt(0) - 49 : code.charCodeAt(0) - 65;
    return {
      code,
      team: team1 ? 1 : 2,
      name: (team1 ? players.team1 : players.team2)[String(index)] ?? '',
      score: (team1 ? scores.team1 : scores.team2)[index] ?? 0,
    };
  });
}

/** Splits the box's text "12a, 3BC" into upper-cased, non-empty parts as the member typed them. */
export function splitCombinationInput(raw: string): string[] {
  return sanitizeCombinationInput(raw)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
