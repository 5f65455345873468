import { TEAM1_SYMBOLS, TEAM2_SYMBOLS } from '@wicket/shared/combinations';
import { t } from '@/i18n';

export type PlayerSlot = { index: number; symbol: string; name: string };

/** A team's seven slots: team 1 is labelled 1-7, team 2 A-G; unnamed slots read "Player 1" / "Player A". */
export function teamSlots(players: Record<string, string> | null | undefined, team: 1 | 2): PlayerSlot[] {
  const symbols = team === 1 ? TEAM1_SYMBOLS : TEAM2_SYMBOLS;
  return symbols.map((symbol, index) => ({
    index,
    symbol,
    name: players?.[String(index)]?.trim() || t('Player {code}', { code: symbol }),
  }));
}

/** A team's players pasted in one box: one name per line or separated by commas, blanks left out. */
export function splitPlayerNames(text: string): string[] {
  return text
    .split(/[\n,;\t]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/**
 * The names of a combination's three players as announced (`["Rohit", "Gill", "Warner"]`), in the combination's
 * order; a player without a name yet is left out, so an unannounced match gives none.
 */
export function combinationPlayerNames(
  combination: string,
  match: { Team1Players?: Record<string, string> | null; Team2Players?: Record<string, string> | null },
): string[] {
  return [...combination]
    .map((symbol) => {
      const team1 = (TEAM1_SYMBOLS as readonly string[]).indexOf(symbol);
      const players = team1 >= 0 ? match.Team1Players : match.Team2Players;
      const index = team1 >= 0 ? team1 : (TEAM2_SYMBOLS as readonly string[]).indexOf(symbol);
      return players?.[String(index)]?.trim() ?? '';
    })
    .filter((name) => name !== '');
}
