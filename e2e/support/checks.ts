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
 * WCAG 2.1 A and AA, plus label-content-name-mismatch (WCAG 2.5.3 Label in Name), which axe ships disabled as
 * experimental: a control's accessible name must contain its visible text (issue 27: the place-bet player buttons did
 * not). Only violations come back: passes and incomplete checks would cost time and are not looked at. One options
 * object: AxeBuilder's options() replaces what withTags() set, so the tags go in here too.
 */
const AXE_OPTIONS = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations' as const],
};

/**
 * axe-core's serious and critical violations of the page as it stands. Legacy mode runs axe.run in the page itself;
 * the default opens a blank page per analysis for axe.finishRun (made for cross-origin frames, which the app has none
 * of), and that took 55 % of the a11y sweep's axe time (measured).
 */
export async function seriousAxeViolations(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).options(AXE_OPTIONS).setLegacyMode(true).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * The screen as it stands (a dialog or a warning open) against WCAG 2.1 AA with axe-core: its serious and critical
 * violations, in words, after Mantine's transitions have settled (axe measures colours mid-fade otherwise).
 */
export async function wcagProblems(page: Page): Promise<string[]> {
  await page.waitForTimeout(300);
  return (await seriousAxeViolations(page)).map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`,
  );
}
