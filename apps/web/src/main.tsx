import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { LocaleBoundary } from './app/locale-boundary';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadScreen } from './app/router';
import { setLocale, storedLocale } from './i18n';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const queryClient = createQueryClient();
// The first page's screen code and data start now, while React renders the app shell (bench/README.md, change 21).
preloadScreen(window.location, queryClient);

const root = createRoot(container);
// A transition lets React render the first screen in short slices instead of one long task that blocks the phone
// (Lighthouse total blocking time 270-320 ms -> 80-130 ms; bench/README.md, change 20).
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <LocaleBoundary>
          <AppProviders liveEvents queryClient={queryClient}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProviders>
        </LocaleBoundary>
      </StrictMode>,
    );
  });
// Hindi chosen on this device: its chunk first, so the first screen is not drawn in English and then redrawn.
if (storedLocale() === 'hi') setLocale('hi', { remember: false }).then(render, render);
else render();
