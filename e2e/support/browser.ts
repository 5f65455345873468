import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/** Time a screen gets to show what a test waits for (generous: CI runs the API suites beside the browser). */
export const WAIT_MS = 20_000;

export function launchBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

export type Session = {
  context: BrowserContext;
  page: Page;
  /** Closes the profile; fails when the app threw or React reported an error while the test ran. */
  close(): Promise<void>;
};

/**
 * Console errors that are expected: the browser logs every 4xx answer (tests provoke many), and the header logs a
 * balance it could not fetch (spec section 8: only logged) when a session expires.
 */
const EXPECTED_CONSOLE_ERRORS = [/Failed to load resource/, /Failed to load the credit balance/];

/** A fresh browser profile (empty storage) on the app, at a phone or desktop size. */
export async function openSession(
  browser: Browser,
  baseUrl: string,
  options: { viewport?: { width: number; height: number }; clipboard?: boolean; colorScheme?: 'light' | 'dark' } = {},
): Promise<Session> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? PHONE,
    locale: 'en-IN',
    // The system's colour scheme, which the app follows until its toggle is used.
    colorScheme: options.colorScheme ?? 'light',
  });
  if (options.clipboard) {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  }
  context.setDefaultTimeout(WAIT_MS);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!EXPECTED_CONSOLE_ERRORS.some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
  });
  return {
    context,
    page,
    async close() {
      await context.close();
      if (problems.length > 0) throw new Error(`The app reported errors:\n${problems.join('\n')}`);
    },
  };
}

/** Waits until the text is visible somewhere on the page (substring, case-sensitive unless exact). */
export async function see(page: Page, text: string | RegExp, options: { exact?: boolean } = {}): Promise<Locator> {
  const locator = page.getByText(text, { exact: options.exact }).filter({ visible: true }).first();
  await locator.waitFor({ state: 'visible' });
  return locator;
}

/** Waits until no visible element shows the text. */
export async function dontSee(page: Page, text: string | RegExp, options: { exact?: boolean } = {}): Promise<void> {
  await page.getByText(text, { exact: options.exact }).filter({ visible: true }).first().waitFor({ state: 'hidden' });
}

/** Waits for the URL's path (and query, when given) to be `expected`. */
export async function expectPath(page: Page, expected: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${expected.includes('?') ? url.search : ''}` === expected, {
    timeout: WAIT_MS,
  });
}

/** A text box (password boxes included) by its accessible name, i.e. its label without the required mark. */
export function field(page: Page, name: string): Locator {
  return page.getByRole('textbox', { name, exact: true });
}

/** Signs in through the login screen, as a user would. */
export async function signIn(page: Page, phone: string, password: string): Promise<void> {
  await page.goto('/login');
  await field(page, 'Phone Number').fill(phone);
  await field(page, 'Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in as `user` and waits for the screen the role lands on (`/dashboard`, `/manager-dashboard`, ...). */
export async function signInTo(page: Page, user: { phone: string; password: string }, landing: string): Promise<void> {
  await signIn(page, user.phone, user.password);
  await expectPath(page, landing);
}

/** The header's balance text, e.g. "RS 1,000.00". */
export function headerBalance(page: Page): Locator {
  return page.getByRole('banner').getByText(/^RS /);
}

const CONTROL_ROLES = 'button|link|textbox|combobox|checkbox|radio|tab|searchbox|spinbutton|switch|menuitem';
const UNNAMED_CONTROL = new RegExp(`^\\s*- (${CONTROL_ROLES})(?: \\[[^\\]]*\\])*:?$`);

/**
 * Controls without an accessible name, from the page's accessibility tree (a light stand-in for an axe run):
 * every button, link, field and tab must say what it is to a screen reader.
 */
export async function unnamedControls(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return snapshot.split('\n').filter((line) => UNNAMED_CONTROL.test(line));
}

/** True when the page is no wider than the viewport (nothing scrolls sideways). */
export async function fitsWidth(page: Page): Promise<boolean> {
  // A string expression: it runs in the page, and the Node-side type check has no DOM library.
  return Boolean(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth'));
}
