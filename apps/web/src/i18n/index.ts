import { useSyncExternalStore } from 'react';
import type hindiCatalog from './hi.json';

/**
 * The app's languages (design-season section 7). English is the source: every text on screen is written in English
 * where it is shown, as the argument of `t`, and that text is its key (Lingui's source-text ids). English needs no
 * catalog, so the English first page carries no texts twice; Hindi is src/i18n/hi.json, loaded with its Lingui
 * runtime, font and formats only when chosen (./hindi.ts). A key is typed by the Hindi catalog: a text without its
 * Hindi fails typecheck, and src/i18n/__tests__/catalog.test.ts checks every Hindi text keeps its placeholders.
 */
export type MessageKey = keyof typeof hindiCatalog;
export type Locale = 'en' | 'hi';
export type Values = Record<string, string | number>;

/** The device's choice (localStorage), as the header's language button sets it. */
export const LOCALE_STORAGE_KEY = 'wicket-pools.language';

type HindiModule = typeof import('./hindi');
let hindi: HindiModule | null = null;
let locale: Locale = 'en';
const listeners = new Set<() => void>();

/** `{name}` placeholders filled from `values` (English: the key itself is the text). */
function fill(text: string, values?: Values): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A text of the app in the chosen language. `values` fill its `{placeholders}`. */
export function t(key: MessageKey, values?: Values): string {
  return hindi ? hindi.translate(key, values) : fill(key, values);
}

/**
 * A text of packages/shared (messages.ts, its schemas' validation texts, a server answer) in the chosen language:
 * the same key in messages.hi.ts. A text that is not one of ours (a name, a server text already in Hindi) stays.
 */
export function st(text: string): string {
  return hindi ? (hindi.hindiOf(text) ?? text) : text;
}

/** Amount and date formats of the chosen language (hi-IN), or null for English (the app's own formats). */
export function localeFormats(): HindiModule['formats'] | null {
  return hindi?.formats ?? null;
}

export function getLocale(): Locale {
  return locale;
}

export function storedLocale(): Locale {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY) === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}

/** How long a switch to Hindi waits for its font on a slow network before it shows the texts anyway. */
const HINDI_FONT_WAIT_MS = 8000;

/**
 * Hindi's bundled font (Noto Sans Devanagari, registered by the Hindi chunk's CSS), both weights, before the texts
 * switch: Chromium drew Hindi painted before the font arrived as empty boxes and kept them after it had arrived
 * (issue 38, on phones without a system Hindi font). Past the wait (a very slow network) the texts switch anyway,
 * and once the font is there the app is drawn again (`redrawText`).
 */
/**
 * Bumped when Hindi's font arrives after Hindi was drawn: LocaleBoundary then draws the app again from new elements.
 * Chromium kept the boxes in the elements drawn before, even once their font lists were changed; new ones are right
 * (measured with Chromium 156: all but a screen title, which is why the switch waits for the font first).
 */
let fontVersion = 0;
let hindiFontLoaded = false;

function redrawText(): void {
  if (locale !== 'hi') return;
  // Once the font set has settled and a frame has passed: drawn in the same task as the font's arrival, the title
  // still came out as boxes.
  void document.fonts.ready.then(() =>
    requestAnimationFrame(() => {
      fontVersion += 1;
      for (const listener of listeners) listener();
    }),
  );
}

/** Counts the redraws Hindi's late font asked for (LocaleBoundary's key). */
export function useFontVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => fontVersion,
    () => fontVersion,
  );
}

async function loadHindiFont(): Promise<void> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts || hindiFontLoaded) return;
  const loaded = Promise.all(['400', '700'].map((weight) => fonts.load(`${weight} 1em "Noto Sans Devanagari"`, 'अ')))
    .then(() => {
      hindiFontLoaded = true;
      redrawText();
    })
    // Not loaded (offline): the system's font, if any, draws Hindi.
    .catch(() => {});
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, HINDI_FONT_WAIT_MS))]);
}

/** Loads Hindi (its chunk and font) when asked, then switches every text, the page's `lang` and the server's language. */
export async function setLocale(next: Locale, options: { remember?: boolean } = {}): Promise<void> {
  if (next === 'hi') {
    hindi = await import('./hindi');
    await loadHindiFont();
  } else hindi = null;
  locale = next;
  document.documentElement.lang = next;
  if (options.remember !== false) {
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, next);
    } catch {
      // Private mode without storage: the choice holds for this visit.
    }
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen language; a component using it renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}

/** Values the server sends that the screens show as they are: statuses, bet types, results, user types. */
const DATA_VALUES = new Set<string>([
  'Active',
  'Inactive',
  'Ongoing',
  'OnGoing',
  'Announced',
  'Abandoned',
  'Win',
  'Lose',
  'Loss',
  'First Better',
  'Multi Betters',
  'Bidding Method',
  'Fantasy Team',
  'Member',
  'Manager',
  'Admin',
  'All',
  'Credit',
  'Debit',
] satisfies MessageKey[]);

/** A value from the server in the chosen language when it is one of the known ones, else as sent. */
export function dataLabel(value: string): string {
  return DATA_VALUES.has(value) ? t(value as MessageKey) : value;
}
