import { z } from 'zod';

// Zod probes whether eval works so it can compile faster validators; the CSP forbids eval, so the probe would only
// raise a violation. Imported first by main.tsx, before any schema module is evaluated.
z.config({ jitless: true });
