import { Box, Container } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { useCloseToastsOnNavigation } from '@/hooks/use-close-toasts-on-navigation';
import { useLogin } from '@/lib/auth-storage';
import { useHistoryTrail } from '@/lib/history-trail';
import { installOfflineAppWhenIdle } from '@/lib/service-worker';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineBanner } from './offline-banner';
import { usePageFocus } from './use-page-focus';

/**
 * Rendered beside the screen inside its Suspense boundary, so it runs only once the first screen (not the loader)
 * has been committed; the offline app installs when that screen's data has arrived too (no query fetching).
 */
function InstallOfflineAppAfterFirstScreen() {
  const fetching = useIsFetching();
  useEffect(() => {
    if (fetching === 0) installOfflineAppWhenIdle();
  }, [fetching]);
  return null;
}

/** Only after a staff reset's temporary password, so its code is not part of every first page. */
const TemporaryPasswordPrompt = lazy(() =>
  import('@/features/auth/components/temporary-password-prompt').then((m) => ({ default: m.TemporaryPasswordPrompt })),
);

/** Header, the current screen and the footer, on every route. */
export function AppLayout() {
  const main = useRef<HTMLElement>(null);
  usePageFocus(main);
  useCloseToastsOnNavigation();
  useHistoryTrail();
  const temporaryPassword = useLogin()?.passwordTemporary === true;
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <Header />
      <OfflineBanner />
      {/* At least the viewport's height under the header (65 px): the footer starts below the fold, so a screen
          whose content arrives after the first paint does not push a visible footer down (a layout shift). */}
      <Box component="main" ref={main} style={{ flex: 1, minHeight: 'calc(100dvh - 4rem)' }}>
        <Container size="lg" py="md" px={{ base: 'sm', sm: 'md' }}>
          {temporaryPassword ? (
            <Suspense fallback={null}>
              <TemporaryPasswordPrompt />
            </Suspense>
          ) : null}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <InstallOfflineAppAfterFirstScreen />
          </Suspense>
        </Container>
      </Box>
      <Footer />
    </Box>
  );
}
