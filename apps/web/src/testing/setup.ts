import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy and waitFor give a screen 5 s, not 1: npm test runs these beside the API suite and the browser journeys on
// two cores, where a screen's first render under load has taken over a second. A missing text still fails.
configure({ asyncUtilTimeout: 5_000 });

/**
 * Every test starts signed out, with nothing rendered, no toasts and the real fetch back in place. The web project
 * runs its files in one module graph per worker (vitest.config.ts), so module state such as Mantine's toast store
 * outlives a file: a toast left open by one file would count against the next file's limit of two.
 */
afterEach(() => {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
