import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers';
import type { StoredLogin } from '@/lib/auth-storage';

/** Where the screen navigated to, for tests that follow a redirect. */
function CurrentPath() {
  const location = useLocation();
  return <output aria-label="Current path">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders one screen the way the app does: the app's providers (Mantine, a fresh QueryClient, toasts), a router
 * at `url`, and the screen on its route `path`. The network is whatever the test put in place of fetch.
 */
export function renderScreen(screen: ReactElement, { path, url }: { path: string; url: string }) {
  return renderRoutes(
    <>
      <Route path={path} element={screen} />
      <Route path="*" element={null} />
    </>,
    url,
  );
}

/** Renders `<Route>`s (layouts, several screens) inside the app's providers and a router at `url`. */
export function renderRoutes(routes: ReactElement, url: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>{routes}</Routes>
        <CurrentPath />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Signs a user in the way login does (the stored login the API client reads its token from). */
export function signIn(login: Partial<StoredLogin> = {}) {
  const stored: StoredLogin = {
    _id: 'user-1',
    firstName: 'Rita',
    email: null,
    userType: 'Member',
    token: 'test-token',
    ...login,
  };
  window.localStorage.setItem('wicket-pools.login', JSON.stringify(stored));
  return stored;
}
