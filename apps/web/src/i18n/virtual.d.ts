declare module 'virtual:hindi-catalog' {
  import type { Messages } from '@lingui/core';
  /** src/i18n/hi.json compiled for Lingui (lingui-catalog.ts). */
  export const messages: Messages;
}
