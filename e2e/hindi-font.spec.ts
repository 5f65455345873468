import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import './support/context';
import { Api, ClubScenario } from './support/api';
import { expectPath, openSession, PHONE, see, signIn } from './support/browser';
import { CHROMIUM_ARGS } from './support/chromium';

const baseUrl = inject('e2eBaseUrl');
const chromiumPath = inject('chromiumPath');

/** The font files fontconfig has for Hindi (none on this project's machines; a developer's may have some). */
function systemHindiFonts(): string[] {
  try {
    return execFileSync('fc-list', [':lang=hi', '-f', '%{file}\\n'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * A fontconfig without any Devanagari font: the system's configuration with every Hindi font file rejected, so
 * this Chromium is a phone without a system Hindi font whatever the machine has (issue 38).
 */
function fontconfigWithoutHindi(): Record<string, string> {
  const hindi = systemHindiFonts();
  if (hindi.length === 0) return {};
  const dir = mkdtempSync(join(tmpdir(), 'no-hindi-fonts-'));
  const file = join(dir, 'fonts.conf');
  const rejects = hindi.map((path) => `<glob>${path.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</glob>`);
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `<include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n` +
      `<selectfont><rejectfont>${rejects.join('')}</rejectfont></selectfont>\n</fontconfig>\n`,
  );
  return { FONTCONFIG_FILE: file };
}

/**
 * Devanagari drawn as empty boxes, told without a screenshot: the renderer says which fonts drew the glyphs of each
 * element's text (DevTools' `CSS.getPlatformFontsForNode`, read from the text's layout, so from what is painted).
 * Without a system Hindi font only the bundled Noto Sans Devanagari has the glyphs: Hindi text that none of its
 * glyphs came from is boxes. Text painted before the font arrived and never shaped again stays so (issue 38).
 */
async function boxesOn(page: Page, selectors: string[]): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const problems: string[] = [];
    for (const selector of selectors) {
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
      let hindi = 0;
      for (const nodeId of nodeIds) {
        const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
        const text = outerHTML.replace(/<[^>]*>/g, '').trim();
        if (!/[\u0900-\u097F]/.test(text)) continue;
        hindi += 1;
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        const drawn = fonts.filter((font) => font.familyName.includes('Devanagari') && font.glyphCount > 0);
        if (drawn.length === 0) {
          problems.push(
            `${text}: boxes (drawn with ${fonts.map((f) => `${f.familyName} ${f.glyphCount}`).join(', ')})`,
          );
        }
      }
      if (hindi === 0) problems.push(`${selector}: no Hindi text`);
    }
    return problems;
  } finally {
    await cdp.detach();
  }
}

describe.skipIf(!chromiumPath)('Hindi on a phone without a Hindi font (issue 38)', () => {
  let browser: Browser;
  let member: Awaited<ReturnType<ClubScenario['addMember']>>;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: CHROMIUM_ARGS,
      env: { ...process.env, ...fontconfigWithoutHindi() },
    });
    const api = new Api(baseUrl);
    const club = await ClubScenario.create(api, 'Font Club');
    member = await club.addMember('Mira', 50);
  });

  afterAll(async () => {
    await browser?.close();
  });

  // The switch waits for the font (up to 8 s), so no Hindi is drawn before it is there.
  for (const delay of [1500, 4500]) {
    test(`a switch while the font takes ${delay / 1000} s: the header, title and tabs show Devanagari, not boxes`, async () => {
      const session = await openSession(browser, baseUrl, { viewport: PHONE });
      const { page } = session;
      // A phone's network: the font arrives well after the Hindi texts' code.
      await page.route('**/*.woff2', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        await route.continue();
      });
      await signIn(page, member.phone, member.password);
      await expectPath(page, '/dashboard');
      await page.getByRole('tab').first().waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
      await page.locator('html[lang="hi"]').waitFor({ state: 'attached' });
      await see(page, 'लॉग आउट');
      await expect
        .poll(
          () => boxesOn(page, ['header button .mantine-Button-label', 'main h1, main h2', '.mantine-Tabs-tabLabel']),
          {
            timeout: 10_000,
          },
        )
        .toEqual([]);
      await session.close();
    });
  }
});
