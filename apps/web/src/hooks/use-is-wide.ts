import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** The `sm` breakpoint (48em) and up: tables on wide screens, cards on phones. */
export const wideQuery = `(min-width: ${em(768)})`;

/** True from the `sm` breakpoint up. Read on first render. */
export function useIsWide(): boolean {
  return useMediaQuery(wideQuery, false, { getInitialValueInEffect: false });
}
