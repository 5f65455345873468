import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { fitsWidth, unnamedControls } from './browser';

/** A screen at phone width: nothing scrolls sideways, and every control has an accessible name. */
export async function expectUsableScreen(page: Page): Promise<void> {
  const where = new URL(page.url()).pathname;
  expect(await fitsWidth(page), `${where} scrolls sideways`).toBe(true);
  expect(await unnamedControls(page), `${where} has controls without a name`).toEqual([]);
}

/**
 * The screen as it stands (a dialog or a warning open) against WCAG 2.1 AA with axe-core: its serious and critical
 * violations, in words, after Mantine's transitions have settled (axe measures colours mid-fade otherwise).
 */
export async function wcagProblems(page: Page): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`);
}
