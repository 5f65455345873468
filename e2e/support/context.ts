/** Values the global setup hands to every spec (vitest `provide` / `inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The running server, e.g. http://127.0.0.1:41234; empty when browser tests are skipped. */
    e2eBaseUrl: string;
    /** The Chromium binary; empty when none was found. */
    chromiumPath: string;
  }
}

export {};
