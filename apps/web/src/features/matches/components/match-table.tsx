import { Button, Text } from '@mantine/core';
import { hasBetToPlace } from '@wicket/shared/match-readiness';
import type { MatchListItem } from '@wicket/shared/schemas/matches';
import { Link } from 'react-router';
import { type Column, DataTable } from '@/components/data-table';
import { column } from '@/components/data-table-column';
import { StatusBadge } from '@/components/domain/status-badge';
import { EmptyMessage } from '@/components/empty-message';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format';

/**
 * Play for Active matches a member can bet on (`hasBetToPlace`: betting open on a group, players named), View Result
 * for Announced ones (spec section 2). An Active match still being set up says so instead of a Play that leads to
 * nothing. An Ongoing match (issue 13: it used to
 * offer nothing) opens its scores once they are saved (the result awaits approval there), else its groups, where
 * View Bets shows every bet while the game is played.
 */
function MatchAction({ match }: { match: MatchListItem }) {
  if (match.status === 'Ongoing' && !match.result) {
    return (
      <Button
        component={Link}
        to={`/play-match/${match._id}`}
        size="xs"
        variant="light"
        aria-label={t('View Bets of {team1} vs {team2}', { team1: match.team1, team2: match.team2 })}
      >
        {t('View Bets')}
      </Button>
    );
  }
  if (match.status === 'Active' && hasBetToPlace(match)) {
    return (
      <Button
        component={Link}
        to={`/play-match/${match._id}`}
        size="xs"
        aria-label={t('Play {team1} vs {team2}', { team1: match.team1, team2: match.team2 })}
      >
        {t('Play')}
      </Button>
    );
  }
  if (match.status === 'Announced' || match.status === 'Ongoing') {
    return (
      <Button
        component={Link}
        to={`/match-result/${match._id}`}
        size="xs"
        variant="light"
        color="orange"
        aria-label={t('View Result of {team1} vs {team2}', { team1: match.team1, team2: match.team2 })}
      >
        {t('View Result')}
      </Button>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {match.status === 'Active' && Date.parse(match.dateTime) > Date.now() ? t('Not open for bets yet') : '—'}
    </Text>
  );
}

const columns: Column<MatchListItem>[] = [
  column('dateTime', () => t('Date & Time'), {
    render: (match) => formatDateTime(match.dateTime),
  }),
  column('match', () => t('Match'), {
    render: (match) => t('{team1} vs {team2}', { team1: match.team1, team2: match.team2 }),
    hiddenInCard: true,
  }),
  column('status', () => t('Status'), {
    render: (match) => <StatusBadge status={match.status} />,
  }),
  column('action', () => t('Action'), {
    render: (match) => <MatchAction match={match} />,
  }),
];

export function MatchTable({ matches }: { matches: MatchListItem[] }) {
  return (
    <DataTable
      label={t('Matches')}
      columns={columns}
      rows={matches}
      rowKey={(match) => match._id}
      cardTitle={(match) => t('{team1} vs {team2}', { team1: match.team1, team2: match.team2 })}
      empty={<EmptyMessage text={t('No matches available')} />}
    />
  );
}
