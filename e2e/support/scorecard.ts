import { readFileSync } from 'node:fs';
import { messages } from '@wicket/shared/messages';
import { EMPTY_FIGURES, type PlayerFigures } from '@wicket/shared/points';
import type { Scorecard } from '@wicket/shared/schemas/scorecard';
import { type Api, type ClubScenario, when } from './api';
import type { ClubSeason } from './scenario';
import type { Screen } from './screens';
import type { StaffShot } from './staff-shots';

/**
 * Scorecards in the browser tests (design-season sections 1 to 3): a real Cricsheet file, the match whose players
 * carry its players' names, figures to save through the API, and the scorecard and points system screens for the
 * accessibility sweep and the screenshots.
 */

/** A real Cricsheet file (packages/shared/test/fixtures/cricsheet, ODC-BY): CSK v KKR, IPL 2022. */
export const CRICSHEET_FILE = new URL('../../packages/shared/test/fixtures/cricsheet/1304047.json', import.meta.url)
  .pathname;
export const cricsheetText = () => readFileSync(CRICSHEET_FILE, 'utf8');

export const CSK = 'Chennai Super Kings';
export const KKR = 'Kolkata Knight Riders';
export const CSK_PLAYERS = [
  'Ruturaj Gaikwad',
  'Devon Conway',
  'Robin Uthappa',
  'Ambati Rayudu',
  'Ravindra Jadeja',
  'Shivam Dube',
  'MS Dhoni',
];
/** "Varun Chakravarthy" is "CV Varun" in the file: no name rule finds him, so his slot gets no proposal. */
export const KKR_PLAYERS = [
  'Ajinkya Rahane',
  'Venkatesh Iyer',
  'Nitish Rana',
  'Shreyas Iyer',
  'Sam Billings',
  'Andre Russell',
  'Varun Chakravarthy',
];

const played = (figures: Partial<PlayerFigures>): PlayerFigures => ({ ...EMPTY_FIGURES, played: true, ...figures });

/** A scorecard with something in every part of the breakdown, for the screens to show. */
export const SAMPLE_FIGURES = {
  team1: [
    played({ runs: 54, balls: 38, fours: 5, sixes: 2, out: true }),
    played({ runs: 0, balls: 3, out: true, catches: 3 }),
    played({ ballsBowled: 24, runsConceded: 18, maidens: 1, wickets: 3, lbwBowled: 1 }),
    played({ runs: 12, balls: 30, stumpings: 1 }),
    played({ runOutsDirect: 1, runOutsIndirect: 1 }),
    played({}),
    { ...EMPTY_FIGURES },
  ],
  team2: Array.from({ length: 7 }, (_, i) => played({ runs: 5 * i, balls: 6 + i })),
};

/** A CSK v KKR match of the club with its 14 players named, `days` from now. */
export async function arrangeCricsheetMatch(club: ClubScenario, days = 1) {
  const match = await club.createMatch(CSK, KKR, when.inDays(days));
  await club.updatePlayers(match._id, CSK_PLAYERS, KKR_PLAYERS);
  return match;
}

export function getScorecard(api: Api, token: string, matchId: string) {
  return api.request<Scorecard>('GET', `/api/matches/${matchId}/scorecard`, { token });
}

/**
 * The scorecard screens on a season's club: a match with a saved scorecard (member and staff), the member's empty
 * state and hand-typed states, and the points system editor of the Manager and of the Admin.
 */
export async function arrangeScorecardScreens(api: Api, season: ClubSeason) {
  const { club, matches } = season;
  const match = await arrangeCricsheetMatch(club, 3);
  await api.request('PUT', `/api/matches/${match._id}/scorecard`, {
    token: club.managerToken,
    body: { ...SAMPLE_FIGURES, source: 'manual' },
  });
  const member: Screen[] = [
    { name: 'match-scorecard', path: `/match-scorecard/${match._id}`, ready: 'Points by' },
    { name: 'match-scorecard-empty', path: `/match-scorecard/${matches.upcoming._id}`, ready: messages.noScorecardYet },
    {
      name: 'match-scorecard-by-hand',
      path: `/match-scorecard/${matches.settled._id}`,
      ready: messages.scoresEnteredByHand,
      prepare: (page) => page.getByRole('button', { name: /How points are scored/ }).click(),
    },
  ];
  const manager: StaffShot[] = [
    {
      name: 'manager-scorecard',
      path: `/manager-dashboard/Manage-Matches/scorecard/${match._id}`,
      ready: 'Save scorecard',
      prepare: (page) => page.getByRole('button', { name: new RegExp(CSK_PLAYERS[0] as string) }).click(),
    },
    {
      name: 'manager-scorecard-locked',
      path: `/manager-dashboard/Manage-Matches/scorecard/${matches.settled._id}`,
      ready: messages.resultLocked,
    },
    { name: 'manager-points-system', path: '/manager-dashboard/points-system', ready: 'Reset to default' },
  ];
  const admin: StaffShot[] = [
    { name: 'admin-points-system', path: `/admin-dashboard/points-system/${club.clubId}`, ready: 'Reset to default' },
    {
      name: 'admin-scorecard',
      path: `/admin-dashboard/Manage-Matches/scorecard/${match._id}`,
      ready: 'Import Cricsheet file',
    },
  ];
  return { match, member, manager, admin };
}
