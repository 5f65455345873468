import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import { messages } from 'virtual:hindi-catalog';
import { setupI18n } from '@lingui/core';
import { hindiOf } from '@wicket/shared/hindi-of';
import type { MessageKey, Values } from './index';

/**
 * Hindi, loaded only when chosen (a chunk of its own): the compiled catalog with Lingui's runtime, the shared texts'
 * Hindi, the Devanagari subset of Noto Sans (for phones without a system Hindi font) and hi-IN formats.
 */
const i18n = setupI18n({ locale: 'hi', locales: ['hi-IN'], messages: { hi: messages } });

export const translate = (key: MessageKey, values?: Values): string => i18n._(key, values);
export { hindiOf };

const money = new Intl.NumberFormat('hi-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
// 24-hour clock: hi-IN writes the day period in Latin letters (am/pm).
const dateTime = new Intl.DateTimeFormat('hi-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const date = new Intl.DateTimeFormat('hi-IN', { day: '2-digit', month: 'short', year: 'numeric' });

export const formats = {
  /** `₹1,250.75` (RS amounts, 2 decimals as in English). */
  money: (rs: number) => money.format(rs),
  dateTime: (value: Date) => dateTime.format(value),
  date: (value: Date) => date.format(value),
};
