import { vi } from 'vitest';

/** A phone (375 px): every media query answers "no", so lists are cards (happy-dom's window is 1024 px wide). */
export function stubPhoneViewport() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
