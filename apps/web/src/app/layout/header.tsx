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
 * First name and RS balance: the balance is refreshed after every money action. The member's money is always whole
 * (issue 38: `RS 99…` for RS 998.32 on a phone): only the name gives way, cut with an ellipsis (the full name stays
 * in its title). `strip` is the phone's own row under the controls, where a 30-character name and RS 1,00,000.00
 * fit at 320 px; beside the controls they did not.
 */
function AccountLabel({ login, strip = false }: { login: StoredLogin; strip?: boolean }) {
  const balance = useBalance();
  const money = balance === undefined ? 'RS …' : formatMoney(balance);
  const name = (
    <Text size="sm" fw={600} truncate="end" maw={strip ? undefined : 200} miw={0} title={login.firstName}>
      {login.firstName}
    </Text>
  );
  // The width of a usual balance from the first paint: the header's controls do not move when it arrives.
  const amount = (
    <Text
      size={strip ? 'sm' : 'xs'}
      c="indigo"
      fw={600}
      ta="right"
      miw="4.5rem"
      style={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      data-balance
    >
      {money}
    </Text>
  );
  if (strip) {
    return (
      <Group
        gap="xs"
        wrap="nowrap"
        justify="flex-end"
        aria-label={t('Account')}
        role="group"
        data-account-strip
        style={{ minWidth: 0 }}
      >
        {name}
        {amount}
      </Group>
    );
  }
  return (
    <Stack gap={0} align="flex-end" aria-label={t('Account')} style={{ minWidth: 0, flexShrink: 1 }}>
      {name}
      {amount}
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
 * Wide screens: the links in a row of their own under the header's controls (issue 38: beside them, a member's seven
 * or a manager's eight links, a long name and a large balance did not fit at 1280 px, and the phone's menu showed
 * instead). Should even that row be too narrow (a long language), the menu again: a hidden copy of the row measures
 * what it needs, so the choice follows the window as it changes.
 */
function NavRow({ links, pathname }: { links: NavLink[]; pathname: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const [fits, setFits] = useState(true);

  useLayoutEffect(() => {
    const space = slot.current;
    const needed = row.current;
    if (!space || !needed) return;
    const check = () => setFits(needed.scrollWidth <= space.clientWidth);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(space);
    observer.observe(needed);
    return () => observer.disconnect();
  }, []);

  return (
    <Box ref={slot} mt={6} style={{ display: 'flex', minWidth: 0, position: 'relative' }}>
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
          left: 0,
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
  // Below 48em the name and balance have a row of their own: beside the controls they were cut (issue 38).
  const roomy = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logOut = () => {
    // Signing out on this phone stops its notifications for this account (design-contests section 2).
    // lib/push loads only then: the first page does not carry it.
    if (login) void import('@/lib/push').then((push) => push.forgetThisPhone(login.token));
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
              {wide ? null : <PhoneMenu links={NAV_LINKS[login.userType]} pathname={pathname} />}
              {/* On phones the language is in the menu, which leaves the row its room (320 px). */}
              {wide ? <LanguageToggle /> : null}
              <ColorSchemeToggle />
              <NotificationBell />
              {roomy ? <AccountLabel login={login} /> : null}
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
        {login && wide ? <NavRow links={NAV_LINKS[login.userType]} pathname={pathname} /> : null}
        {login && !roomy ? <AccountLabel login={login} strip /> : null}
      </Container>
    </Box>
  );
}
