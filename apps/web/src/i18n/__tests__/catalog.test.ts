import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@wicket/shared/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from '@/lib/format';
import hindi from '../hi.json';
import { getLocale, LOCALE_STORAGE_KEY, type MessageKey, setLocale, st, t } from '../index';

const catalog: Record<string, string> = hindi;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Keys that are samples of typed input or the brand: the same in every language. */
const SAME_IN_HINDI = new Set(['Wicket Pools', '12A, 3BC', 'firstName,lastName,phoneNumber,credits']);

/** Every `t('...')` key written in the app's source (the typecheck checks the same; this names what is missing). */
function sourceKeys(): string[] {
  const root = join(import.meta.dirname, '..', '..');
  const keys: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '__tests__' && name !== 'testing') walk(path);
      } else if (/\.tsx?$/.test(name)) {
        for (const m of readFileSync(path, 'utf8').matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)) {
          keys.push((m[1] ?? '').replace(/\\'/g, "'").replace(/\\n/g, '\n'));
        }
      }
    }
  };
  walk(root);
  return keys;
}

describe('the Hindi catalog', () => {
  it('has a Hindi text for every key the app uses', () => {
    const keys = sourceKeys();
    expect(keys.length).toBeGreaterThan(300);
    expect(keys.filter((key) => !catalog[key]?.trim())).toEqual([]);
  });

  it('writes every text in Devanagari, keeping each of its placeholders', () => {
    for (const [key, text] of Object.entries(catalog)) {
      if (!SAME_IN_HINDI.has(key) && /[A-Za-z]/.test(key.replace(/\{\w+\}/g, ''))) {
        expect(text, key).toMatch(/[\u0900-\u097F]/);
      }
      expect(placeholders(text), `placeholders of "${key}"`).toEqual(placeholders(key));
    }
  });
});

describe('switching the language', () => {
  afterEach(async () => {
    await setLocale('en');
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
  });

  it('speaks English with the key as the text until Hindi is chosen', () => {
    expect(getLocale()).toBe('en');
    expect(t('Sign In')).toBe('Sign In');
    expect(t('{total} bets', { total: 3 })).toBe('3 bets');
    expect(st(messages.loginFailed)).toBe(messages.loginFailed);
    expect(formatMoney(1250.75)).toBe('RS 1,250.75');
  });

  it('loads Hindi on demand: texts, shared texts, amounts and dates in hi-IN, the page lang, remembered', async () => {
    await setLocale('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    expect(t('Sign In')).toBe('लॉग इन');
    expect(t('{total} bets' satisfies MessageKey, { total: 3 })).toBe('3 दांव');
    expect(st(messages.loginFailed)).toBe('फ़ोन नंबर या पासवर्ड ग़लत है');
    expect(st('Asha Rao')).toBe('Asha Rao');
    expect(formatMoney(1250.75)).toBe('₹1,250.75');
    expect(formatDateTime('2026-03-12T19:30:00')).toMatch(/^12 मार्च 2026, 19:30$/);
  });
});
