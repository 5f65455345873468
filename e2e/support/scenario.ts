import {
  type Api,
  ClubScenario,
  enterTeam,
  type Group,
  type Match,
  placeBets,
  TEAM1_PLAYERS,
  TEAM2_PLAYERS,
  when,
} from './api';

/**
 * One club's season, arranged through the API: two members with credits, an upcoming match with a First Better and a
 * Multi Betters group (some combinations already taken), a Bidding Method group and a Fantasy Team group, a match
 * today, an inactive match, and a settled match (with a Fantasy Team group of Tara's and Uma's teams).
 */
export async function arrangeClubSeason(api: Api) {
  const club = await ClubScenario.create(api, 'Wicket Warriors');
  const rita = await club.addMember('Rita', 500);
  const omar = await club.addMember('Omar', 500);
  // Fantasy Team players of their own, so Rita's and Omar's balances and bets stay as the journeys expect them.
  const tara = await club.addMember('Tara', 100);
  const uma = await club.addMember('Uma', 100);

  const upcoming = await club.createMatch('India', 'Australia', when.inDays(2));
  await club.updatePlayers(upcoming._id, TEAM1_PLAYERS, TEAM2_PLAYERS);
  const firstBetter = await club.createGroup(upcoming._id, { betType: 'First Better', betAmount: 10 });
  const multi = await club.createGroup(upcoming._id, { betType: 'Multi Betters', betAmount: 20, shares: [60, 30, 0] });
  await placeBets(api, omar.token, {
    matchId: upcoming._id,
    groupId: firstBetter._id,
    betAmount: 10,
    combinations: ['12A', '13B', '14C', '15D', '16E'],
  });
  await placeBets(api, omar.token, { matchId: upcoming._id, groupId: multi._id, betAmount: 20, combinations: ['12A'] });
  const bidding = await club.createGroup(upcoming._id, {
    betType: 'Bidding Method',
    betAmount: 10,
    minimumIncrement: 1,
  });

  const fantasy = await club.createGroup(upcoming._id, { betType: 'Fantasy Team', betAmount: 25 });
  await enterTeam(api, tara.token, fantasy._id, { players: ['1', '2', 'A', 'B', 'C'], captain: '1', viceCaptain: 'A' });

  const live = await club.createMatch('England', 'South Africa', when.today());
  const liveGroup = await club.createGroup(live._id, { betAmount: 5 });
  const inactive = await club.createMatch('Sri Lanka', 'Bangladesh', when.inDays(5), 'Inactive');

  const settled = await club.createMatch('Pakistan', 'New Zealand', when.inDays(1));
  await club.updatePlayers(settled._id, TEAM1_PLAYERS, TEAM2_PLAYERS);
  const settledGroup = await club.createGroup(settled._id, { betType: 'First Better', betAmount: 10 });
  const settledFantasy = await club.createGroup(settled._id, { betType: 'Fantasy Team', betAmount: 25 });
  await enterTeam(api, tara.token, settledFantasy._id, {
    players: ['1', '2', 'A', 'B', 'C'],
    captain: '1',
    viceCaptain: 'A',
  });
  await enterTeam(api, uma.token, settledFantasy._id, {
    players: ['5', '6', 'C', 'D', 'E'],
    captain: 'C',
    viceCaptain: '5',
  });
  await placeBets(api, rita.token, {
    matchId: settled._id,
    groupId: settledGroup._id,
    betAmount: 10,
    combinations: ['123', '4AB'],
  });
  await placeBets(api, omar.token, {
    matchId: settled._id,
    groupId: settledGroup._id,
    betAmount: 10,
    combinations: ['567', 'CDE'],
  });
  // 123 -> 90, 4AB -> 75, 567 -> 60, CDE -> 30: Rita takes 1st and 2nd, Omar 3rd.
  await club.saveResult(settled._id, [30, 30, 30, 25, 20, 20, 20], [25, 25, 10, 10, 10, 0, 0]);
  await club.approveCredits(settled._id);

  return {
    club,
    rita,
    omar,
    fans: [tara, uma],
    matches: { upcoming, live, inactive, settled } satisfies Record<string, Match>,
    groups: { firstBetter, multi, bidding, fantasy, liveGroup, settledGroup, settledFantasy } satisfies Record<
      string,
      Group
    >,
  };
}

export type ClubSeason = Awaited<ReturnType<typeof arrangeClubSeason>>;
