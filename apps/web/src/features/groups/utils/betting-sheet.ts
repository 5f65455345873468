import { ALL_COMBINATIONS, canonicalCombination, isValidCombination } from '@wicket/shared/combinations';
import { toCsv } from '@wicket/shared/csv';
import type { Bet } from '@wicket/shared/schemas/bets';
import { type PlayerSlot, teamSlots } from '@/entities/match/players';
import { fullName } from '@/lib/format';

export type Holder = { name: string; phone: string; placedAt: string };

export type SheetRow = {
  combination: string;
  /** The three players, e.g. ["1 Rohit", "2 Gill", "A Warner"]. */
  players: string[];
  holders: Holder[];
  /** The combination's score once a result is saved (the same for every bet on it). */
  score: number | null;
};

export type SheetFilter = 'all' | 'taken' | 'available';

type Players = { Team1Players: Record<string, string>; Team2Players: Record<string, string> };

/** All 364 combinations in their fixed order, each with its players and whoever holds it, in placing order. */
export function buildSheet(match: Players, bets: Bet[]): SheetRow[] {
  const bySymbol = new Map<string, PlayerSlot>();
  for (const slot of [...teamSlots(match.Team1Players, 1), ...teamSlots(match.Team2Players, 2)]) {
    bySymbol.set(slot.symbol, slot);
  }
  const holders = new Map<string, Holder[]>();
  const scores = new Map<string, number>();
  for (const bet of bets) {
    const list = holders.get(bet.combination) ?? [];
    list.push({ name: fullName(bet.better), phone: bet.better.phoneNumber ?? '', placedAt: bet.createdAt });
    holders.set(bet.combination, list);
    if (bet.score !== null) scores.set(bet.combination, bet.score);
  }
  return ALL_COMBINATIONS.map((combination) => ({
    combination,
    players: [...combination].map((symbol) => `${symbol} ${bySymbol.get(symbol)?.name ?? ''}`.trim()),
    holders: holders.get(combination) ?? [],
    score: scores.get(combination) ?? null,
  }));
}

/**
 * The rows a filter keeps: taken or available, and a search that matches a combination in any order ("c21" finds
 * 12C), a player's name, or a holder's name or phone.
 */
export function filterSheet(rows: SheetRow[], filter: SheetFilter, search: string): SheetRow[] {
  const query = search.trim().toLowerCase();
  const asCombination = isValidCombination(query) ? canonicalCombination(query) : null;
  return rows.filter((row) => {
    if (filter === 'taken' && row.holders.length === 0) return false;
    if (filter === 'available' && row.holders.length > 0) return false;
    if (!query) return true;
    if (asCombination) return row.combination === asCombination;
    if (row.combination.toLowerCase().includes(query)) return true;
    if (row.players.some((player) => player.toLowerCase().includes(query))) return true;
    return row.holders.some((holder) => holder.name.toLowerCase().includes(query) || holder.phone.includes(query));
  });
}

/** The sheet as CSV (the rows shown, through the one CSV writer), one line per combination; several holders are
 * separated by "; ". */
export function sheetToCsv(rows: SheetRow[]): string {
  const header = ['Combination', 'Player 1', 'Player 2', 'Player 3', 'Status', 'Bets', 'Holders', 'Phones', 'Score'];
  return toCsv(
    header,
    rows.map((row) => [
      row.combination,
      row.players[0] ?? '',
      row.players[1] ?? '',
      row.players[2] ?? '',
      row.holders.length > 0 ? 'Taken' : 'Available',
      row.holders.length,
      row.holders.map((holder) => holder.name).join('; '),
      row.holders.map((holder) => holder.phone).join('; '),
      row.score,
    ]),
  );
}

/** `betting-sheet-india-vs-australia-first-better.csv` */
export function sheetFilename(team1: string, team2: string, betType: string): string {
  const slug = `${team1} vs ${team2} ${betType}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `betting-sheet-${slug || 'group'}.csv`;
}
