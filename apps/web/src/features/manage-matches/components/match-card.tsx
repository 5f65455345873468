import { Badge, Box, Button, Card, Group, Text } from '@mantine/core';
import { type MatchGap, matchGaps } from '@wicket/shared/match-readiness';
import { isSettled, type Match, type MatchListItem } from '@wicket/shared/schemas/matches';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/domain/status-badge';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import type { StaffPaths } from '@/lib/staff';

/**
 * Which actions a match offers (spec section 4), by its bets, status, result and settlement: only what can succeed.
 * Edit stays offered with bets while a postpone is still possible (before the start, Active or Inactive).
 */
export function matchActions(
  match: Pick<
    Match,
    'hasBets' | 'status' | 'dateTime' | 'result' | 'prizeShareStatus' | 'Team1Players' | 'Team2Players'
  >,
  now: Date = new Date(),
) {
  const ongoing = match.status === 'Ongoing';
  const abandoned = match.status === 'Abandoned';
  const open = match.status === 'Active' || match.status === 'Inactive';
  const settled = isSettled(match);
  const started = Date.parse(match.dateTime) <= now.getTime();
  return {
    edit: !settled && !abandoned && (!match.hasBets || (open && !started)),
    delete: !match.hasBets && !settled,
    groups: true,
    addResult: match.result === null && !settled && !abandoned,
    editResult: match.result !== null && !settled && !abandoned,
    viewResult: match.status === 'Announced',
    // Design-season section 2: figures typed or imported until the credits are approved, read-only after.
    scorecard: !abandoned,
    scorecardLabel: settled ? t('View Scorecard') : t('Scorecard'),
    approveCredits: ongoing && match.result !== null && !settled,
    // Design-match-day section 3: a rained-off match, before its credits are approved.
    abandon: (open || ongoing) && !settled,
    // The winners are final once the credits are approved, and so are their names (the server answers 409).
    players: !abandoned && !settled,
    playersLabel: hasPlayers(match) ? t('Edit Players') : t('Add Players'),
  };
}

export function hasPlayers(match: Pick<Match, 'Team1Players' | 'Team2Players'>): boolean {
  return Object.keys(match.Team1Players ?? {}).length > 0 || Object.keys(match.Team2Players ?? {}).length > 0;
}

/** What each gap asks the manager to do; the card's own buttons (Add Players, Add/Manage Groups) do it. */
function gapText(gap: MatchGap, match: MatchListItem): string {
  if (gap === 'players') return t('Add players');
  return match.groupCount > 0 ? t('Make a group Active') : t('Add a group');
}

/**
 * An Active or Inactive match that has not started yet and that members cannot bet on: what the manager still has
 * to add. Nothing once the match is ready, started, settled or abandoned.
 */
function MissingSteps({ match }: { match: MatchListItem }) {
  const open = match.status === 'Active' || match.status === 'Inactive';
  if (!open || Date.parse(match.dateTime) <= Date.now()) return null;
  const gaps = matchGaps(match);
  if (gaps.length === 0) return null;
  return (
    <Text size="sm" mt="xs" fw={500} data-missing>
      {t('Members cannot bet yet: {value}.', { value: gaps.map((gap) => gapText(gap, match)).join(', ') })}
    </Text>
  );
}

type MatchCardProps = {
  match: MatchListItem;
  paths: StaffPaths;
  onDelete: (match: Match) => void;
  onApprove: (match: Match) => void;
  onAbandon: (match: Match) => void;
  /** The match whose delete, approval or abandon is on its way (its buttons wait). */
  busy: boolean;
};

/** One match of Manage Matches with exactly the actions its state allows. */
export function MatchCard({ match, paths, onDelete, onApprove, onAbandon, busy }: MatchCardProps) {
  const can = matchActions(match);
  const title = t('{team1} vs {team2}', { team1: match.team1, team2: match.team2 });
  return (
    <Card withBorder padding="md" component="article" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={700} size="lg" style={{ minWidth: 0 }}>
          {title}
        </Text>
        <Box style={{ flexShrink: 0 }}>
          <StatusBadge status={match.status} />
        </Box>
      </Group>
      <Group gap="xs" mt={2}>
        <Text size="sm" c="dimmed">
          {formatDateTime(match.dateTime)}
        </Text>
        {match.venue ? (
          <Text size="sm" c="dimmed" data-venue>
            {t('at {venue}', { venue: match.venue })}
          </Text>
        ) : null}
        {match.hasBets ? (
          <Badge variant="outline" color="gray" radius="sm">
            {/* An abandon refunded every bet (issue 38: it still read Bets placed). */}
            {match.status === 'Abandoned' ? t('Bets refunded') : t('Bets placed')}
          </Badge>
        ) : null}
      </Group>
      <MissingSteps match={match} />
      <Group gap="xs" mt="sm">
        {can.edit ? (
          <Button component={Link} to={paths.editMatch(match._id)} size="xs" variant="default">
            {match.hasBets ? t('Postpone') : t('Edit')}
          </Button>
        ) : null}
        <Button component={Link} to={paths.matchGroups(match._id)} size="xs">
          {t('Add/Manage Groups')}
        </Button>
        {can.players ? (
          <Button component={Link} to={paths.addPlayers(match._id)} size="xs" variant="light">
            {can.playersLabel}
          </Button>
        ) : null}
        {can.addResult ? (
          <Button component={Link} to={paths.addResult(match._id)} size="xs" variant="light" color="teal">
            {t('Add Result')}
          </Button>
        ) : null}
        {can.editResult ? (
          <Button component={Link} to={paths.editResult(match._id)} size="xs" variant="light" color="blue">
            {t('Edit Result')}
          </Button>
        ) : null}
        {can.viewResult ? (
          <Button component={Link} to={paths.viewResult(match._id)} size="xs" variant="light" color="orange">
            {t('View Result')}
          </Button>
        ) : null}
        {can.scorecard ? (
          <Button component={Link} to={paths.scorecard(match._id)} size="xs" variant="light" color="teal">
            {can.scorecardLabel}
          </Button>
        ) : null}
        {can.approveCredits ? (
          <Button size="xs" color="green" onClick={() => onApprove(match)} loading={busy} disabled={busy}>
            {t('Approve Credits')}
          </Button>
        ) : null}
        {can.abandon ? (
          <Button size="xs" color="gray" variant="light" onClick={() => onAbandon(match)} disabled={busy}>
            {t('Abandon')}
          </Button>
        ) : null}
        {can.delete ? (
          <Button size="xs" color="red" variant="light" onClick={() => onDelete(match)} disabled={busy}>
            {t('Delete')}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
