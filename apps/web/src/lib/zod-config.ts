import { z } from 'zod';

/**
 * Imported first by main.tsx, before any schema is built: zod's JIT probes `new Function`, which
 * the server's strict CSP (no 'unsafe-eval') blocks and reports as a securitypolicyviolation on
 * every page that loads a schema. Without the JIT zod validates the same way, just interpreted.
 */
z.config({ jitless: true });
