import { Alert, Box, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoins, IconCricket, IconLock, IconTrophy, IconUsers } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { t } from '@/i18n';
import { homePathFor, type StoredLogin, useLogin } from '@/lib/auth-storage';
import { isWrongRoleState } from '../guards';

const FEATURES = [
  {
    icon: IconUsers,
    get title() {
      return t('Play with your club');
    },
    get text() {
      return t('Join your club and bet on its matches with friends.');
    },
  },
  {
    icon: IconCricket,
    get title() {
      return t('Pick three players');
    },
    get text() {
      return t('Choose combinations from both teams: 1-7 and A-G.');
    },
  },
  {
    icon: IconTrophy,
    get title() {
      return t('Top three win');
    },
    get text() {
      return t('The best scores share the pool in up to three places.');
    },
  },
  {
    icon: IconCoins,
    get title() {
      return t('Play-money credits');
    },
    get text() {
      return t('Credits in RS, no real money involved.');
    },
  },
];

/**
 * Sent here by a route guard (another user type's page): whose page it was, and the way to the caller's own screens.
 */
function NotForYou({ pageFor, login }: { pageFor: string; login: StoredLogin }) {
  const staffPage = pageFor === 'Manager' || pageFor === 'Admin';
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLock />}
      mb="md"
      role="alert"
      title={staffPage ? t('This page is for club staff') : t('This page is for club members')}
    >
      <Text size="sm" mb="sm">
        {staffPage
          ? t('Your account is a member account, so it cannot open club staff pages.')
          : t('Your account is a staff account, so it cannot open member pages.')}
      </Text>
      <Button component={Link} to={homePathFor(login.userType)} size="xs" variant="light" color="orange">
        {t('Back to my dashboard')}
      </Button>
    </Alert>
  );
}

/** `/`: the welcome banner. */
export function WelcomePage() {
  const login = useLogin();
  const { state } = useLocation();
  return (
    <Box py={{ base: 0, sm: 'md' }}>
      {login && isWrongRoleState(state) ? <NotForYou pageFor={state.pageFor} login={login} /> : null}
      <Box
        p={{ base: 'lg', sm: 48 }}
        style={{
          borderRadius: 'var(--mantine-radius-lg)',
          color: 'white',
          background: 'linear-gradient(135deg, var(--mantine-color-indigo-8) 0%, var(--mantine-color-teal-6) 100%)',
        }}
      >
        <Stack gap="md" maw={640}>
          <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
            {t('Welcome to Wicket Pools')}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} opacity={0.92}>
            {t(
              "Club cricket pools with play-money credits. Pick your players, join the pool and see your club's winners after every match.",
            )}
          </Text>
          <Group gap="sm">
            {login ? (
              <Button component={Link} to={homePathFor(login.userType)} size="md" color="white" variant="white">
                {t('Go to dashboard')}
              </Button>
            ) : (
              <>
                <Button component={Link} to="/login" size="md" variant="white">
                  {t('Sign In')}
                </Button>
                <Button component={Link} to="/register" size="md" variant="outline" color="white">
                  {t('Register')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Box>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mt="xl" spacing="md">
        {FEATURES.map((feature) => (
          <Card key={feature.title} withBorder padding="lg">
            <ThemeIcon size={40} radius="md" variant="light" mb="sm">
              <feature.icon size={24} />
            </ThemeIcon>
            <Text fw={600}>{feature.title}</Text>
            <Text size="sm" c="dimmed">
              {feature.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Box>
  );
}
