import { useCallback, useLayoutEffect } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';

/*
 * The browser does not tell a page what is behind it in history, so the app keeps its own note: the path of each
 * history entry by its index (React Router keeps `idx` in history.state), and each entry's scroll position. Kept in
 * sessionStorage, so a reload keeps both, as the browser keeps the history itself.
 */

const TRAIL_KEY = 'wicket-pools.history-trail';
const PARENTS_KEY = 'wicket-pools.screen-parents';
const SCROLL_KEY = 'wicket-pools.scroll-positions';
/** At most this many scroll positions are kept (the oldest go first). */
const MAX_POSITIONS = 50;

type Trail = Record<string, string>;
type Positions = Record<string, number>;

function read<T extends object>(key: string): T {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? '{}');
    return (typeof value === 'object' && value !== null ? value : {}) as T;
  } catch {
    return {} as T;
  }
}

function write(key: string, value: object): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): navigation still works, only without the note.
  }
}

/** The index React Router gave the current history entry (0 for the first page of the tab's visit). */
function historyIndex(): number {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
}

/** The page's scroll position as of its last scroll event: read when leaving an entry, before the next screen's
 * content (shorter, say) can have moved it. */
let lastScrollY = 0;
let tracking = false;
function trackScroll(): void {
  if (tracking) return;
  tracking = true;
  // No read of window.scrollY here: in the first commit's layout effect it would force a style and layout of the
  // whole first screen (60 to 120 ms at 4x CPU), done again by the frame that paints it. The effect below sets it.
  window.addEventListener('scroll', () => (lastScrollY = window.scrollY), { passive: true });
}

/** Paths compare as the router matches them: case-insensitively, without a trailing slash. */
const samePath = (a: string, b: string) => a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

/**
 * Records where each history entry is and restores scroll: a new screen (a link, a redirect) opens at the top; Back
 * and Forward return to where that screen was left. Mounted once, in the app layout.
 */
export function useHistoryTrail(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    trackScroll();
  }, []);

  useLayoutEffect(() => {
    const trail = read<Trail>(TRAIL_KEY);
    trail[String(historyIndex())] = `${location.pathname}${location.search}`;
    write(TRAIL_KEY, trail);

    const key = location.key;
    const saved = navigationType === 'POP' ? read<Positions>(SCROLL_KEY)[key] : undefined;
    let frame = 0;
    if (saved === undefined || saved <= 0) {
      // At the top now; scrollTo(0, 0) needs no layout (nothing to clamp), so it forces none.
      window.scrollTo(0, 0);
      lastScrollY = 0;
    } else {
      // The screen's data may still be arriving: try again on the next frames until the page is tall enough.
      const until = performance.now() + 1000;
      const restore = () => {
        window.scrollTo(0, saved);
        if (Math.abs(window.scrollY - saved) > 1 && performance.now() < until) frame = requestAnimationFrame(restore);
      };
      restore();
      lastScrollY = window.scrollY;
    }
    const remember = () => {
      const positions = read<Positions>(SCROLL_KEY);
      delete positions[key];
      positions[key] = lastScrollY;
      const keys = Object.keys(positions);
      for (const old of keys.slice(0, Math.max(0, keys.length - MAX_POSITIONS))) delete positions[old];
      write(SCROLL_KEY, positions);
    };
    return () => {
      cancelAnimationFrame(frame);
      // Leaving this entry: note where it was scrolled to, for Back and Forward.
      remember();
    };
  }, [location.key, location.pathname, location.search, navigationType]);
}

/** Path without its query, as the router matches it. */
const pathOnly = (path: string) => (path.split('?')[0] ?? path).replace(/\/+$/, '').toLowerCase();

/**
 * Notes the screen a path's back arrow leads up to (its parent), as each back arrow renders: what `backTarget`
 * needs to tell a step back down into a child from a step back up.
 */
export function rememberParent(path: string, parent: string): void {
  const parents = read<Trail>(PARENTS_KEY);
  const key = pathOnly(path);
  if (parents[key] === parent) return;
  parents[key] = parent;
  const keys = Object.keys(parents);
  // A bounded note: the oldest screens go first.
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_POSITIONS))) delete parents[old];
  write(PARENTS_KEY, parents);
}

/**
 * Where the back arrow of the screen at `current` goes (issue 38: Manage Matches reopened from the menu while on
 * Manage Groups sent its arrow back down to Manage Groups, whose arrow sent it back up: a ping-pong). One step back
 * in history when there is one and it is not a screen below this one; otherwise 'parent': up to the screen's parent
 * (the back button replaces this entry with it).
 */
export function backTarget(current: string): 'history' | 'parent' {
  if (historyIndex() <= 0) return 'parent';
  const previous = previousPath();
  if (previous === undefined) return 'history';
  const previousParent = read<Trail>(PARENTS_KEY)[pathOnly(previous)];
  return previousParent !== undefined && pathOnly(previousParent) === pathOnly(current) ? 'parent' : 'history';
}

/** The path of the history entry before the current one, when the app saw it. */
export function previousPath(): string | undefined {
  const index = historyIndex();
  return index > 0 ? read<Trail>(TRAIL_KEY)[String(index - 1)] : undefined;
}

/**
 * Leaves a form once it is saved, so the back arrow never walks back into it: when the form was opened from
 * `target` (the entry behind it), goes back there; otherwise replaces the form's entry with `target`.
 */
export function useLeaveForm(): (target: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (target: string) => {
      const previous = previousPath();
      if (previous !== undefined && samePath(previous.split('?')[0] ?? previous, target.split('?')[0] ?? target)) {
        navigate(-1);
      } else {
        navigate(target, { replace: true });
      }
    },
    [navigate],
  );
}
