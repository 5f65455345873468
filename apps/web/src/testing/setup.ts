import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy and waitFor give a screen 5 s, not 1: npm test runs these beside the API suite and the browser journeys on
// two cores, where a screen's first render under load has taken over a second. A missing text still fails.
configure({ asyncUtilTimeout: 5_000 });

/** Every test starts signed out, with nothing rendered and the real fetch back in place. */
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
