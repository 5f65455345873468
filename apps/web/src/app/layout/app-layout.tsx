import { Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { Footer } from './footer';
import { Header } from './header';

/** Header, the current screen and the footer, on every route. */
export function AppLayout() {
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <Header />
      <Box component="main" style={{ flex: 1 }}>
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
