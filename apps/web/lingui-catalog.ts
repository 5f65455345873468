import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:hindi-catalog';
const RESOLVED = `\0${VIRTUAL}`;

/**
 * `virtual:hindi-catalog`: src/i18n/hi.json compiled for Lingui at build time, so the app ships neither the ICU
 * parser nor uncompiled messages (Lingui's production runtime takes compiled catalogs only). Only the Hindi chunk
 * imports it.
 */
export function hindiCatalog(catalogPath: string): Plugin {
  return {
    name: 'wicket-hindi-catalog',
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(catalogPath);
      const source = JSON.parse(readFileSync(catalogPath, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(source).map(([key, text]) => [key, compileMessage(text)]));
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
