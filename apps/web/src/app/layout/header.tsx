import { Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCricket, IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useBalance } from '@/lib/account';
import { clearLogin, homePathFor, type StoredLogin, useLogin } from '@/lib/auth-storage';
import { formatMoney } from '@/lib/format';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { MenuButton } from './menu-button';
import { NAV_LINKS, type NavLink } from './nav-links';

const loadNavMenu = () => import('./nav-menu');
const NavMenu = lazy(() => loadNavMenu().then((m) => ({ default: m.NavMenu })));

function Brand({ to }: { to: string }) {
  return (
    <Link
      to={to}
      aria-label="Wicket Pools home"
      style={{ display: 'flex', alignItems: 'center', gap: 8, textDecoration: 'none', color: 'inherit' }}
    >
      <IconCricket size={28} color="var(--mantine-color-indigo-text)" aria-hidden />
      <Text fw={800} size="lg" visibleFrom="xs" c="indigo">
        Wicket Pools
      </Text>
    </Link>
  );
}

/** First name and RS balance: the balance is refreshed after every money action. */
function AccountLabel({ login }: { login: StoredLogin }) {
  const balance = useBalance();
  return (
    <Stack gap={0} align="flex-end" aria-label="Account" style={{ minWidth: 0 }}>
      <Text size="sm" fw={600} truncate="end" maw={{ base: 110, sm: 200 }}>
        {login.firstName}
      </Text>
      {/* The width of a usual balance from the first paint: the header's controls do not move when it arrives. */}
      <Text size="xs" c="indigo" fw={600} ta="right" miw="4.5rem" data-balance>
        {balance === undefined ? 'RS …' : formatMoney(balance)}
      </Text>
    </Stack>
  );
}

function Navigation({ login }: { login: StoredLogin }) {
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const { pathname } = useLocation();
  const links = NAV_LINKS[login.userType];
  if (wide) {
    return (
      <Group gap={4} component="nav" aria-label="Main">
        {links.map((link) => (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            aria-current={pathname === link.to ? 'page' : undefined}
            variant={pathname === link.to ? 'light' : 'subtle'}
            size="compact-sm"
            color={pathname === link.to ? 'indigo' : 'dark'}
          >
            {link.label}
          </Button>
        ))}
      </Group>
    );
  }
  return <PhoneMenu links={links} pathname={pathname} />;
}

/** Phones: a menu button; the menu's code loads on the first press (or when the pointer or focus reaches it). */
function PhoneMenu({ links, pathname }: { links: NavLink[]; pathname: string }) {
  const [pressed, setPressed] = useState(false);
  if (!pressed) {
    const preload = () => void loadNavMenu();
    return <MenuButton onClick={() => setPressed(true)} onPointerEnter={preload} onFocus={preload} />;
  }
  return (
    <Suspense fallback={<MenuButton />}>
      <NavMenu links={links} pathname={pathname} />
    </Suspense>
  );
}

export function Header() {
  const login = useLogin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logOut = () => {
    clearLogin();
    queryClient.clear();
    navigate('/login');
  };

  return (
    <Box
      component="header"
      py="xs"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        background: 'var(--app-header-bg)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" gap="sm" mih={44}>
          <Brand to={login ? homePathFor(login.userType) : '/'} />
          {login ? (
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Navigation login={login} />
              <ColorSchemeToggle />
              <NotificationBell />
              <AccountLabel login={login} />
              <Button
                variant="light"
                color="red"
                size="compact-md"
                leftSection={<IconLogout size={16} />}
                onClick={logOut}
              >
                Log Out
              </Button>
            </Group>
          ) : (
            <Group gap="xs" wrap="nowrap">
              <ColorSchemeToggle />
              <Button component={Link} to="/login" variant="subtle" size="compact-md">
                Sign In
              </Button>
              <Button component={Link} to="/register" size="compact-md">
                Register
              </Button>
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
}
