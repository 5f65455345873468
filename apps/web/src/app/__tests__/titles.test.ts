import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../router';
import { APP_NAME, documentTitle } from '../titles';

/** Every path the router knows, with each `:param` filled in and the catch-all left out. */
function pathsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    const own = route.path !== undefined && route.path !== '*' ? [here.replace(/:[A-Za-z]+/g, 'x') || '/'] : [];
    return [...own, ...pathsOf(route.children ?? [], here)];
  });
}

describe('tab titles', () => {
  it('names every screen the router knows, none as "Page not found" or the bare app name', () => {
    const paths = pathsOf(routes);
    expect(paths.length).toBeGreaterThan(50);
    const untitled = paths.filter((path) => {
      const title = documentTitle(path);
      return title.startsWith('Page not found') || title === APP_NAME;
    });
    expect(untitled).toEqual([]);
  });

  it('calls a path no route knows "Page not found"', () => {
    expect(documentTitle('/no-such-screen')).toBe(`Page not found · ${APP_NAME}`);
  });
});
