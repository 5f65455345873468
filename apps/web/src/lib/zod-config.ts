import { config } from 'zod/v4';

// Zod probes whether eval works so it can compile faster validators; the CSP forbids eval, so the probe would only
// raise a violation. vite.config.ts resolves every `from 'zod'` (the shared schemas' too) to this module, so the
// switch is set before any schema is built, and zod loads only with the screens that use a schema.
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
