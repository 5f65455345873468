import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { fitsWidth, see, WAIT_MS } from './browser';

/**
 * Helpers for the manager and admin journeys: confirmations, selects, cards and downloads, read the way a user
 * reads them (visible text, roles and labels).
 */

/** `2025-03-12T19:30`: what a `datetime-local` input takes, in the browser's (and this machine's) local time. */
export function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The open confirmation dialog: checks its text, then answers with `button` (e.g. Delete, Cancel). */
export async function answerConfirm(page: Page, text: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** A select (Mantine's combobox) by its label; `inputValue()` is the option shown. */
export function select(page: Page, label: string): Locator {
  return page.getByRole('combobox', { name: label, exact: true });
}

/** Picks an option of a select by its label. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await select(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A card (`<article>`) by its accessible name: a match (`India vs Australia`), a group (`Group 1`), a club. */
export function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** A row of a phone-sized list (a card) that mentions the text. */
export function listItem(page: Page, listName: string, text: string): Locator {
  return page.getByRole('list', { name: listName }).getByRole('listitem').filter({ hasText: text });
}

/** The visible link and button names of a card, in order. */
export async function actionsOf(container: Locator): Promise<string[]> {
  const names: string[] = [];
  for (const action of await container.locator('a, button').all()) {
    if (await action.isVisible()) names.push(((await action.textContent()) ?? '').trim());
  }
  return names;
}

/** `expect.poll` with the time a screen gets to show something (its default second is too short for a refetch). */
export function poll<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: WAIT_MS });
}

/** Waits for a toast with exactly this message. */
export async function toast(page: Page, message: string): Promise<void> {
  await see(page, message, { exact: true });
}

export async function expectFitsPhone(page: Page): Promise<void> {
  expect(await fitsWidth(page), `${page.url()} scrolls sideways at 375 px`).toBe(true);
}

/** Clicks what starts a download and answers the downloaded file's name and text. */
export async function downloadOf(page: Page, trigger: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}
