import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { messages } from '../packages/shared/src/messages';
import { expectPath, field, headerBalance, see, signInTo } from './support/browser';
import { arrangeClubSeason, type ClubSeason } from './support/scenario';
import { browserSuite, chromiumPath } from './support/suite';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Resolves once a service worker controls the page (it claims the page as soon as it has activated). */
async function waitForServiceWorker(page: Page): Promise<string> {
  return page.evaluate(`(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    return worker.state;
  })()`);
}

/** Every URL in the page's Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(`(async () => {
    const urls = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  })()`);
}

/** Presses Tab (at most 80 times) until `target` has the focus: only the keyboard moves it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element draws a visible focus indicator (an outline that is not "none" and not zero wide). */
async function focusIsVisible(page: Page): Promise<boolean> {
  // A string expression: it runs in the page, and the Node-side type check has no DOM library.
  return Boolean(
    await page.evaluate(`(() => {
      const style = getComputedStyle(document.activeElement);
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    })()`),
  );
}

describe.skipIf(!chromiumPath)('the installed app: manifest, service worker, offline, colour scheme, keyboard', () => {
  const { api, openSession } = browserSuite();
  let season: ClubSeason;

  beforeAll(async () => {
    season = await arrangeClubSeason(api);
  });
  test('the web app manifest parses, its icons are PNGs of the sizes it says, and the service worker activates', async () => {
    const session = await openSession();
    const { page } = session;
    await page.goto('/login');
    await see(page, 'Use your phone number');

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const answer = await page.request.get(href as string);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Wicket Pools', display: 'standalone', start_url: '/' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const appleTouch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const [src, sizes] of [
      ...manifest.icons.map((icon) => [icon.src, icon.sizes] as const),
      [appleTouch as string, '180x180'] as const,
    ]) {
      const icon = await page.request.get(src);
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()['content-type']).toBe('image/png');
      expect(pngSize(await icon.body()), src).toBe(sizes);
    }

    expect(await waitForServiceWorker(page)).toBe('activated');
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    await session.close();
  });

  test('offline, the app shell still opens and says it is offline; no API answer is ever cached', async () => {
    const session = await openSession();
    const { page, context } = session;
    await signInTo(page, season.rita, '/dashboard');
    await see(page, 'India vs Australia');
    await waitForServiceWorker(page);
    // Screens that read balances and bets, so their API answers have passed through the service worker's scope.
    await page.goto(`/place-bet/${season.groups.firstBetter._id}`);
    await see(page, 'Non-Chosen Combinations');
    await page.goto('/dashboard/wallet-history');
    await see(page, 'Wallet History');

    await context.setOffline(true);
    await page.goto('/dashboard');
    // The app itself, not the browser's offline error page: header, the offline notice, the screen's own error.
    await see(page, messages.offline);
    await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).waitFor();
    expect(await page.title()).toBe('Club dashboard · Wicket Pools');
    // Said once (issue 38: "Failed to load data" and a red toast came with it): no fallback text, no toast.
    await page.waitForTimeout(1500);
    expect(await page.getByText(messages.offline).filter({ visible: true }).count()).toBe(1);
    expect(await page.getByText('Failed to load data').filter({ visible: true }).count()).toBe(0);
    expect(await page.locator('.app-toasts .mantine-Notification-root').filter({ visible: true }).count()).toBe(0);
    await page.goto('/login');
    await see(page, 'Use your phone number');
    await see(page, messages.offline);

    const urls = await cachedUrls(page);
    expect(urls.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
    expect(urls.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);

    await context.setOffline(false);
    await page.evaluate('window.dispatchEvent(new Event("online"))');
    await page.getByText(messages.offline).waitFor({ state: 'hidden' });
    await session.close();
  });

  test('the colour scheme follows the system until the toggle picks one, which stays on the device', async () => {
    const session = await openSession({ colorScheme: 'dark' });
    const { page } = session;
    const html = page.locator('html');
    await page.goto('/login');
    await see(page, 'Use your phone number');
    expect(await html.getAttribute('data-mantine-color-scheme')).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(await html.getAttribute('data-mantine-color-scheme')).toBe('light');
    await page.reload();
    await see(page, 'Use your phone number');
    expect(await html.getAttribute('data-mantine-color-scheme')).toBe('light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    await session.close();
  });

  test('a member places a bet with the keyboard alone; focus shows, moves to each new heading, and toasts are announced', async () => {
    const session = await openSession();
    const { page } = session;
    const { rita, matches, groups } = season;

    await page.goto('/login');
    await expect.poll(() => page.title()).toBe('Sign in · Wicket Pools');
    await tabTo(page, field(page, 'Phone Number'));
    await page.keyboard.type(rita.phone);
    await tabTo(page, field(page, 'Password'));
    await page.keyboard.type(rita.password);
    await page.keyboard.press('Enter');
    await expectPath(page, '/dashboard');
    await expect.poll(() => page.locator('[data-toast-announcer]').textContent()).toContain(messages.loginSuccessful);
    const before = await headerBalance(page).textContent();

    await page.goto(`/play-match/${matches.upcoming._id}`);
    await see(page, 'Group 2');
    const placeBet = page.getByRole('link', { name: 'Place Bet' }).first();
    await tabTo(page, placeBet);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expectPath(page, `/place-bet/${groups.firstBetter._id}`);

    // Focus lands on the new screen's heading, and the tab says where the member is.
    const heading = page.getByRole('heading', { name: 'Place Bet', level: 2 });
    await expect.poll(() => heading.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    expect(await page.title()).toBe('Place bet · Wicket Pools');

    await tabTo(page, field(page, 'Combinations'));
    await page.keyboard.type('27c');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('[data-toast-announcer]').textContent())
      .toContain('1 bet placed successfully');
    const rupees = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
    await expect.poll(async () => rupees(await headerBalance(page).textContent())).toBe(rupees(before) - 10);
    await session.close();
  });
});
