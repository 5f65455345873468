import { Box, Container } from '@mantine/core';
import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineBanner } from './offline-banner';
import { usePageFocus } from './use-page-focus';

/** Header, the current screen and the footer, on every route. */
export function AppLayout() {
  const main = useRef<HTMLElement>(null);
  usePageFocus(main);
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <Header />
      <OfflineBanner />
      {/* At least the viewport's height under the header (65 px): the footer starts below the fold, so a screen
          whose content arrives after the first paint does not push a visible footer down (a layout shift). */}
      <Box component="main" ref={main} style={{ flex: 1, minHeight: 'calc(100dvh - 4rem)' }}>
        <Container size="lg" py="md" px={{ base: 'sm', sm: 'md' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
      <Footer />
    </Box>
  );
}
