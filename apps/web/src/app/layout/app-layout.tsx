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
      <Box component="main" ref={main} style={{ flex: 1 }}>
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
