import { Button, Group as Row } from '@mantine/core';
import { isBettingOpen } from '@wicket/shared/betting-open';
import type { Group } from '@wicket/shared/schemas/groups';
import type { Match } from '@wicket/shared/schemas/matches';
import { Link } from 'react-router';
import { GroupSummaryCard } from '@/components/domain/group-summary-card';
import { t } from '@/i18n';

type GroupCardProps = { group: Group; index: number; match: Pick<Match, 'status' | 'dateTime' | 'result'> };

/**
 * A pool as members see it, with Place Bet (Bid for a Bidding Method group, Enter a team and the leaderboard for a
 * Fantasy Team group) while betting is open, View Bets and,
 * once a result exists, Standings.
 */
export function GroupCard({ group, index, match }: GroupCardProps) {
  const open = isBettingOpen(match, group);
  return (
    <GroupSummaryCard group={group} index={index} match={match}>
      {/* Growing without the overflow guard: a long label (अंक तालिका) wraps to its own line instead of being cut to
          a third of the card (issue 38). */}
      <Row gap="xs" grow preventGrowOverflow={false}>
        {open ? (
          group.betType === 'Fantasy Team' ? (
            <Button component={Link} to={`/fantasy-team/${group._id}`}>
              {t('Enter a team')}
            </Button>
          ) : group.betType === 'Bidding Method' ? (
            <Button component={Link} to={`/place-bid/${group._id}`}>
              {t('Bid')}
            </Button>
          ) : (
            <Button component={Link} to={`/place-bet/${group._id}`}>
              {t('Place Bet')}
            </Button>
          )
        ) : (
          <Button disabled>{t('Betting closed')}</Button>
        )}
        {group.betType === 'Fantasy Team' ? (
          <Button component={Link} to={`/fantasy-team/${group._id}`} variant="default">
            {open ? t('Your teams') : t('Leaderboard')}
          </Button>
        ) : (
          <Button component={Link} to={`/view-bets/${group._id}`} variant="default">
            {t('View Bets')}
          </Button>
        )}
        {match.result ? (
          <Button component={Link} to={`/match-standings/${group._id}`} variant="light">
            {t('Standings')}
          </Button>
        ) : null}
      </Row>
    </GroupSummaryCard>
  );
}
