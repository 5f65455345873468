import { type TeamPick, type TeamSheet, teamCostTenths } from '@wicket/shared/fantasy';

/** A team as the builder holds it while the member picks: the same shape the API takes. */
export type TeamDraft = TeamPick;

export const EMPTY_DRAFT: TeamDraft = { players: [], captain: '', viceCaptain: '' };

/**
 * A tap on a player: removes a picked one (and its captaincy), adds another while the team has room. A full team
 * stays as it is: the member removes someone first.
 */
export function togglePlayer(draft: TeamDraft, code: string, teamSize: number): TeamDraft {
  if (draft.players.includes(code)) {
    return {
      players: draft.players.filter((one) => one !== code),
      captain: draft.captain === code ? '' : draft.captain,
      viceCaptain: draft.viceCaptain === code ? '' : draft.viceCaptain,
    };
  }
  if (draft.players.length >= teamSize) return draft;
  return { ...draft, players: [...draft.players, code] };
}

/** Names the captain; a player who was vice-captain stops being it (one player cannot be both). */
export function chooseCaptain(draft: TeamDraft, code: string): TeamDraft {
  return { ...draft, captain: code, viceCaptain: draft.viceCaptain === code ? '' : draft.viceCaptain };
}

/** Names the vice-captain; a player who was captain stops being it. */
export function chooseViceCaptain(draft: TeamDraft, code: string): TeamDraft {
  return { ...draft, viceCaptain: code, captain: draft.captain === code ? '' : draft.captain };
}

/** Credits left of the budget at the sheet's prices, in tenths (below 0 when the team costs more). */
export const creditsLeftTenths = (draft: TeamDraft, sheet: TeamSheet, budgetTenths: number) =>
  budgetTenths - teamCostTenths(draft.players, sheet);

/** Whether two drafts are the same team (the players in any order, the same captain and vice-captain). */
export function sameTeam(a: TeamDraft, b: TeamDraft): boolean {
  return (
    a.captain === b.captain &&
    a.viceCaptain === b.viceCaptain &&
    a.players.length === b.players.length &&
    a.players.every((code) => b.players.includes(code))
  );
}
