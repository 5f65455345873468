import { Button, Card, Stack } from '@mantine/core';
import { IconCricket, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PopularLiveMatch } from '@/features/matches/components/popular-live-match';
import { t } from '@/i18n';
import { useLogin } from '@/lib/auth-storage';
import { staffPaths } from '@/lib/staff';

/**
 * The dashboards' side card (spec section 2): the live match and, for members while a match takes bets, Bet Now to its groups; Create Club (Admin)
 * or Create Match (Manager) shortcuts. Bet Now is offered to members only: the match's groups are a member screen.
 */
export function SideCard() {
  const login = useLogin();
  const type = login?.userType;
  return (
    <Card withBorder padding="md" component="aside" aria-label={t('Live match')}>
      <Stack gap="md">
        <PopularLiveMatch betNow={type === 'Member'} />
        {type === 'Admin' ? (
          <Button
            component={Link}
            to={staffPaths('Admin').addClub}
            variant="light"
            leftSection={<IconPlus size={18} />}
            fullWidth
          >
            {t('Create Club')}
          </Button>
        ) : null}
        {type === 'Manager' ? (
          <Button
            component={Link}
            to="/manager-dashboard/add-match"
            variant="light"
            leftSection={<IconCricket size={18} />}
            fullWidth
          >
            {t('Create Match')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
