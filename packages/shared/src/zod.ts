import { z } from 'zod';

/**
 * The zod every shared schema is built with. In a browser zod's JIT would probe `new Function`,
 * which the web app's strict CSP (no 'unsafe-eval') blocks and reports as a violation, so it is
 * switched off there before any schema exists; the server keeps the JIT. Validation is the same.
 */
if ('window' in globalThis) z.config({ jitless: true });

export { z };
