import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { staffPaths } from '@/lib/staff';
import { NAV_LINKS } from '../layout/nav-links';
import { routes, routeTitle } from '../router';
import { APP_NAME } from '../titles';

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
      const title = routeTitle(path);
      return title.startsWith('Page not found') || title === APP_NAME;
    });
    expect(untitled).toEqual([]);
  });

  it('names each screen by its route, for either staff base path and any letter case', () => {
    expect(routeTitle('/place-bet/g1')).toBe(`Place bet · ${APP_NAME}`);
    expect(routeTitle('/manager-dashboard/manage-matches/edit/m1')).toBe(`Edit match · ${APP_NAME}`);
    expect(routeTitle('/admin-dashboard/Manage-Matches/scorecard/m1')).toBe(`Scorecard · ${APP_NAME}`);
    expect(routeTitle('/admin-dashboard/manage-club/c1')).toBe(`Manage matches · ${APP_NAME}`);
    expect(routeTitle('/')).toBe(`Welcome · ${APP_NAME}`);
  });

  it("routes every link the navigation and the staff screens build (their paths are the routes' own patterns)", () => {
    const links = Object.values(NAV_LINKS).flatMap((list) => list.map((link) => link.to));
    for (const role of ['Manager', 'Admin'] as const) {
      for (const path of Object.values(staffPaths(role))) {
        const built = typeof path === 'string' ? path : path('id-1');
        if (role === 'Manager' && /(add|edit)-club|manage-club$/.test(built)) continue; // Admins' screens only
        links.push(built);
      }
    }
    expect(links.filter((link) => routeTitle(link).startsWith('Page not found'))).toEqual([]);
  });

  it('answers each path for itself when paths alternate (the latest match is kept, not reused for another path)', () => {
    for (const path of ['/place-bet/g1', '/place-bet/g1', '/view-bets/g1', '/place-bet/g1', '/no-such-screen']) {
      const expected = {
        '/place-bet/g1': 'Place bet',
        '/view-bets/g1': 'View bets',
        '/no-such-screen': 'Page not found',
      };
      expect(routeTitle(path)).toBe(`${expected[path as keyof typeof expected]} · ${APP_NAME}`);
    }
  });

  it('calls a path no route knows "Page not found"', () => {
    expect(routeTitle('/no-such-screen')).toBe(`Page not found · ${APP_NAME}`);
  });
});
