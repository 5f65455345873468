import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a navigation waits for the next screen's heading (lazy code and its data) before giving up. */
const HEADING_WAIT_MS = 5000;

/** True when the person is already typing in the new screen, so focus must stay where it is. */
function typingInMain(main: HTMLElement): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && main.contains(active) && active.matches('input, textarea, select');
}

/**
 * After the first page, every navigation moves focus to the new screen's heading (the router names it in the tab),
 * so a screen reader announces where the person landed and Tab continues from the top of the screen.
 */
export function usePageFocus(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const root = main.current;
    if (first.current || !root) {
      first.current = false;
      return;
    }
    const focusHeading = (): boolean => {
      const heading = root.querySelector<HTMLElement>('h1, h2');
      if (!heading) return false;
      if (!typingInMain(root)) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
}
