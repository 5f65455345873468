import { Button } from '@mantine/core';
import { IconListNumbers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '@/i18n';

/**
 * The way to a match's scorecard (design-season section 2: each player's points with the breakdown), from the screens
 * that show what the points add up to: the match result, the standings breakdown, the players of a bet.
 */
export function PlayersPointsLink({ to, label }: { to: string; label?: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="light"
      size="sm"
      leftSection={<IconListNumbers size={16} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      {label ?? t("Players' points")}
    </Button>
  );
}

/** The member's scorecard screen of a match. */
export const memberScorecardPath = (matchId: string) => `/match-scorecard/${encodeURIComponent(matchId)}`;
