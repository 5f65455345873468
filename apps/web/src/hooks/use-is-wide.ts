import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** True from the `sm` breakpoint (48em) up: tables on wide screens, cards on phones. Read on first render. */
export function useIsWide(): boolean {
  return useMediaQuery(`(min-width: ${em(768)})`, false, { getInitialValueInEffect: false });
}
