import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { fitsWidth, unnamedControls } from './browser';

/** A screen at phone width: nothing scrolls sideways, and every control has an accessible name. */
export async function expectUsableScreen(page: Page): Promise<void> {
  const where = new URL(page.url()).pathname;
  expect(await fitsWidth(page), `${where} scrolls sideways`).toBe(true);
  expect(await unnamedControls(page), `${where} has controls without a name`).toEqual([]);
}
