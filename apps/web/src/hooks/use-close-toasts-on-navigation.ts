import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { closeToastsOfPreviousScreen } from '@/lib/notify';

/**
 * A toast belongs to the screen it was shown on: moving to another screen closes it (issue 38: toasts followed the
 * member to the next screen, over its controls), except one the navigating action has just shown.
 */
export function useCloseToastsOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    closeToastsOfPreviousScreen();
  }, [pathname]);
}
