import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { isBettingOpen } from '@wicket/shared/betting-open';
import { codeSlot, formatCredits, teamSheet } from '@wicket/shared/fantasy';
import type { FantasyTeam } from '@wicket/shared/schemas/fantasy-teams';
import type { GroupDetail } from '@wicket/shared/schemas/groups';
import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { GroupSummaryCard } from '@/components/domain/group-summary-card';
import { ErrorState, LoadErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useGroup } from '@/entities/group/get-group';
import { teamSlots } from '@/entities/match/players';
import { useResult } from '@/entities/result/get-result';
import { t } from '@/i18n';
import { useLogin } from '@/lib/auth-storage';
import { formatDateTime } from '@/lib/format';
import { useGroupTeams } from '../api/teams';
import { Leaderboard } from '../components/leaderboard';
import { TeamBuilder } from '../components/team-builder';
import { TeamLineup } from '../components/team-lineup';

/**
 * `/fantasy-team/{groupId}` (design-contests section 1): while betting is open, the team builder and the member's
 * own teams with Edit; after the deadline, the leaderboard of every team, live as the scorecard is saved.
 */
export function FantasyTeamPage() {
  const { groupId = '' } = useParams();
  const group = useGroup(groupId, { refresh: true });
  if (group.isPending) return <PageLoader />;
  if (group.error) return <LoadErrorState error={group.error} thing="Group" />;
  if (group.data.betType !== 'Fantasy Team') return <Navigate to={`/place-bet/${group.data._id}`} replace />;
  return <FantasyTeams group={group.data} />;
}

function FantasyTeams({ group }: { group: GroupDetail }) {
  const { match } = group;
  const login = useLogin();
  const teams = useGroupTeams(group._id);
  const result = useResult(match.result);
  const [editing, setEditing] = useState<FantasyTeam | null>(null);
  const open = isBettingOpen(match, group);
  const teamSize = group.teamSize ?? 5;
  const budgetTenths = Math.round((group.creditBudget ?? teamSize * 8) * 10);
  const maxTeams = group.maxTeams ?? 1;

  const sheet = useMemo(
    () =>
      teamSheet(
        { team1: match.Team1Players ?? {}, team2: match.Team2Players ?? {} },
        { team1: tenthsOf(match.Team1Credits), team2: tenthsOf(match.Team2Credits) },
      ),
    [match],
  );
  const names = useMemo(() => {
    const byCode = new Map<string, string>();
    for (const [side, players] of [
      [1, match.Team1Players],
      [2, match.Team2Players],
    ] as const) {
      for (const slot of teamSlots(players, side)) byCode.set(side === 1 ? slot.symbol : slot.symbol, slot.name);
    }
    return byCode;
  }, [match]);
  const nameOf = (code: string) => names.get(code) ?? code;
  const scores = result.data ? { team1: result.data.team1Scores, team2: result.data.team2Scores } : null;
  const pointsOf = scores
    ? (code: string) => {
        const at = codeSlot(code);
        return at ? (at.team === 1 ? scores.team1 : scores.team2)[at.slot] : undefined;
      }
    : undefined;
  const mine = teams.data?.teams.filter((team) => !team.owner || team.owner._id === login?._id) ?? [];
  const canEnterMore = open && mine.length < maxTeams && login?.userType === 'Member';

  return (
    <>
      <PageHeader
        back={`/play-match/${match._id}`}
        title={open ? t('Enter a team') : t('Leaderboard')}
        subtitle={t('{team1} vs {team2} · {dateTime}', {
          team1: match.team1,
          team2: match.team2,
          dateTime: formatDateTime(match.dateTime),
        })}
      />
      <Stack gap="md">
        <GroupSummaryCard group={{ ...group, match: match._id }} index={0} match={match}>
          <Text size="sm">
            {t('{size} players, a budget of {credits} credits, up to {teams} teams a member', {
              size: teamSize,
              credits: formatCredits(budgetTenths),
              teams: maxTeams,
            })}
          </Text>
        </GroupSummaryCard>
        {teams.error ? <ErrorState message={teams.error.message} /> : null}
        {open ? (
          <>
            {editing ? (
              <TeamBuilder
                key={editing._id}
                {...builderProps()}
                editing={{ teamId: editing._id, draft: editing }}
                onDone={() => setEditing(null)}
              />
            ) : canEnterMore ? (
              <TeamBuilder key="new" {...builderProps()} onDone={() => {}} />
            ) : null}
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('Your teams')}
              </Title>
              {mine.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('No teams yet. Everyone sees every team once betting closes.')}
                </Text>
              ) : (
                mine.map((team, index) => (
                  <Card key={team._id} withBorder padding="sm" data-my-team>
                    <Group justify="space-between" mb="xs">
                      <Text fw={700}>{t('Team {n} · {credits} credits', { n: index + 1, credits: team.credits })}</Text>
                      {editing?._id === team._id ? (
                        <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                          {t('Cancel')}
                        </Button>
                      ) : (
                        <Button size="xs" variant="light" onClick={() => setEditing(team)}>
                          {t('Edit')}
                        </Button>
                      )}
                    </Group>
                    <TeamLineup team={team} nameOf={nameOf} />
                  </Card>
                ))
              )}
            </Stack>
          </>
        ) : teams.isPending ? (
          <PageLoader />
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('{n} teams entered', { n: teams.data?.entries ?? 0 })}
            </Text>
            <Leaderboard teams={teams.data?.teams ?? []} me={login?._id} nameOf={nameOf} pointsOf={pointsOf} />
          </Stack>
        )}
      </Stack>
    </>
  );

  function builderProps() {
    return {
      groupId: group._id,
      matchId: match._id,
      teamSize,
      budgetTenths,
      fee: group.betAmount,
      sheet,
      nameOf,
      bettingOpen: open,
      teams: [
        { name: match.team1, players: match.Team1Players ?? {}, scores: scores?.team1 },
        { name: match.team2, players: match.Team2Players ?? {}, scores: scores?.team2 },
      ] as [
        { name: string; players: Record<string, string>; scores?: readonly number[] },
        { name: string; players: Record<string, string>; scores?: readonly number[] },
      ],
    };
  }
}

/** The API's prices in credits by slot -> tenths, as the shared rules count them. */
function tenthsOf(credits: Record<string, number> | undefined): Record<string, number> {
  return Object.fromEntries(Object.entries(credits ?? {}).map(([slot, value]) => [slot, Math.round(value * 10)]));
}
