import { teamNameKey } from '@wicket/shared/cricsheet';
import { EMPTY_FIGURES, type PlayerFigures } from '@wicket/shared/points';
import type { CricsheetReading } from '@wicket/shared/schemas/scorecard';

export type Side = 'team1' | 'team2';
export const SIDES: readonly Side[] = ['team1', 'team2'];

/** Per side, per slot: the index in `reading.players` of the Cricsheet player chosen for the slot, or null (none). */
export type SlotChoices = Record<Side, (number | null)[]>;

/**
 * The file's team a side of the match plays as: the team of the players the server proposed for that side's slots,
 * else the file's team of the same name (case and spaces ignored, as the server compares them), else the team the
 * other side did not take. Null when nothing tells (the choices then offer both teams' players).
 */
export function fileTeamOf(reading: CricsheetReading, side: Side, matchTeam: string): string | null {
  const other: Side = side === 'team1' ? 'team2' : 'team1';
  const byProposals = (s: Side): string | null => {
    const teams = new Set(
      reading.slots[s]
        .map((slot) => slot.cricsheetName)
        .flatMap((name) => reading.players.filter((p) => p.name === name).map((p) => p.team)),
    );
    return teams.size === 1 ? ([...teams][0] as string) : null;
  };
  const byName = (name: string) => reading.teams.find((team) => teamNameKey(team) === teamNameKey(name)) ?? null;
  const own = byProposals(side) ?? byName(matchTeam);
  if (own) return own;
  const taken = byProposals(other);
  if (taken) return reading.teams.find((team) => team !== taken) ?? null;
  return null;
}

/** The players a slot of `side` may be matched to: its file team's, or everyone's when the team is not known. */
export function candidatesOf(reading: CricsheetReading, fileTeam: string | null): number[] {
  return reading.players.flatMap((player, index) => (fileTeam === null || player.team === fileTeam ? [index] : []));
}

/** The server's proposals as choices: each proposed name found among that side's candidates. */
export function proposedChoices(reading: CricsheetReading, fileTeams: Record<Side, string | null>): SlotChoices {
  const choose = (side: Side) =>
    reading.slots[side].map((slot) => {
      if (slot.cricsheetName === null) return null;
      const index = candidatesOf(reading, fileTeams[side]).find((i) => reading.players[i]?.name === slot.cricsheetName);
      return index ?? null;
    });
  return { team1: choose('team1'), team2: choose('team2') };
}

/** The figures the choices give each slot: the chosen player's, or none at all (did not play) for no player. */
export function figuresOfChoices(reading: CricsheetReading, choices: SlotChoices): Record<Side, PlayerFigures[]> {
  const figures = (side: Side) =>
    choices[side].map((index) => {
      const player = index === null ? undefined : reading.players[index];
      return player ? { ...player.figures } : { ...EMPTY_FIGURES };
    });
  return { team1: figures('team1'), team2: figures('team2') };
}

/** The players chosen for more than one slot (their points would count twice). */
export function chosenTwice(choices: SlotChoices): Set<number> {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const index of [...choices.team1, ...choices.team2]) {
    if (index === null) continue;
    if (seen.has(index)) twice.add(index);
    seen.add(index);
  }
  return twice;
}
