import { Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCricket, IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { t } from '@/i18n';
import { useBalance } from '@/lib/account';
import { clearLogin, homePathFor, type StoredLogin, useLogin } from '@/lib/auth-storage';
import { formatMoney } from '@/lib/format';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageToggle } from './language-toggle';
import { MenuButton } from './menu-button';
import { NAV_LINKS, type NavLink } from './nav-links';

const loadNavMenu = () => import('./nav-menu');
const NavMenu = lazy(() => loadNavMenu().then((m) => ({ default: m.NavMenu })));

function Brand({ to }: { to: string }) {
  return (
    <Link
      to={to}
      aria-label={t('Wicket Pools home')}
      style={{ display: 'flex', alignItems: 'center', gap: 8, textDecoration: 'none', color: 'inherit' }}
    >
      <IconCricket size={28} color="var(--mantine-color-indigo-text)" aria-hidden />
      <Text fw={800} size="lg" visibleFrom="xs" c="indigo">
        {t('Wicket Pools')}
      </Text>
    </Link>
  );
}

/**
 * First name and RS balance: the balance is refreshed after every money action. The one part of the header that
 * gives way: a long name or a large balance is cut with an ellipsis (the full text stays in the title), so Log Out
 * and the buttons beside it never are.
 */
function AccountLabel({ login }: { login: StoredLogin }) {
  const balance = useBalance();
  const money = balance === undefined ? 'RS …' : formatMoney(balance);
  return (
    <Stack gap={0} align="flex-end" aria-label={t('Account')} style={{ minWidth: 0, flexShrink: 1 }}>
      <Text size="sm" fw={600} truncate="end" maw={{ base: 110, sm: 200 }} title={login.firstName}>
        {login.firstName}
      </Text>
      {/* The width of a usual balance from the first paint: the header's controls do not move when it arrives. */}
      <Text
        size="xs"
        c="indigo"
        fw={600}
        ta="right"
        miw="min(4.5rem, 100%)"
        maw="100%"
        truncate="end"
        title={money}
        data-balance
      >
        {money}
      </Text>
    </Stack>
  );
}

function NavLinks({ links, pathname }: { links: NavLink[]; pathname: string }) {
  return links.map((link) => (
    <Button
      key={link.to}
      component={Link}
      to={link.to}
      aria-current={pathname === link.to ? 'page' : undefined}
      variant={pathname === link.to ? 'light' : 'subtle'}
      size="compact-sm"
      color={pathname === link.to ? 'indigo' : 'dark'}
      style={{ flexShrink: 0 }}
    >
      {t(link.label)}
    </Button>
  ));
}

/**
 * The links in a row on wide screens, but only while the whole row fits beside the header's other controls (a
 * manager's seven links, a long name and a large balance do not at 1280 px): otherwise the phone's menu. A hidden
 * copy of the row measures what it needs, so the choice follows the window, the name and the balance as they change.
 */
function Navigation({ login }: { login: StoredLogin }) {
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const { pathname } = useLocation();
  const links = NAV_LINKS[login.userType];
  const slot = useRef<HTMLDivElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const [fits, setFits] = useState(true);

  useLayoutEffect(() => {
    const space = slot.current;
    const needed = row.current;
    if (!wide || !space || !needed) return;
    const check = () => setFits(needed.scrollWidth <= space.clientWidth);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(space);
    observer.observe(needed);
    return () => observer.disconnect();
  }, [wide]);

  if (!wide) return <PhoneMenu links={links} pathname={pathname} />;
  return (
    <Box
      ref={slot}
      style={{ flex: '1 1 0', minWidth: 0, display: 'flex', justifyContent: 'flex-end', position: 'relative' }}
    >
      {fits ? (
        <Group gap={4} component="nav" aria-label={t('Main')} wrap="nowrap">
          <NavLinks links={links} pathname={pathname} />
        </Group>
      ) : (
        <PhoneMenu links={links} pathname={pathname} />
      )}
      <Box
        ref={row}
        aria-hidden
        inert
        style={{
          position: 'absolute',
          visibility: 'hidden',
          pointerEvents: 'none',
          display: 'flex',
          gap: 4,
          whiteSpace: 'nowrap',
          top: 0,
          right: 0,
        }}
      >
        <NavLinks links={links} pathname={pathname} />
      </Box>
    </Box>
  );
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
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
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
            <Group
              gap="sm"
              wrap="nowrap"
              justify="flex-end"
              style={{ minWidth: 0, flex: '1 1 auto', columnGap: 'clamp(6px, 2vw, 12px)' }}
            >
              <Navigation login={login} />
              {/* On phones the language is in the menu, which leaves the row its room (320 px). */}
              {wide ? <LanguageToggle /> : null}
              <ColorSchemeToggle />
              <NotificationBell />
              <AccountLabel login={login} />
              {/* Never shrinks: whatever else has to give way, Log Out stays whole. */}
              <Button
                variant="light"
                color="red"
                size="compact-md"
                px={8}
                leftSection={<IconLogout size={16} />}
                onClick={logOut}
                style={{ flexShrink: 0 }}
              >
                {t('Log Out')}
              </Button>
            </Group>
          ) : (
            <Group gap="xs" wrap="nowrap">
              <LanguageToggle />
              <ColorSchemeToggle />
              <Button component={Link} to="/login" variant="subtle" size="compact-md">
                {t('Sign In')}
              </Button>
              <Button component={Link} to="/register" size="compact-md">
                {t('Register')}
              </Button>
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
}
