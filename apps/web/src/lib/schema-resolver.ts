import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * Forms validate with the shared zod schemas through this resolver. zod's JIT probes
 * `new Function`, which the strict CSP (no 'unsafe-eval') blocks and reports as a violation; it is
 * switched off here, before any form parses, and not at start-up, so the first page does not load
 * zod at all. Without the JIT zod validates the same way, interpreted.
 */
z.config({ jitless: true });

export const schemaResolver = zodResolver;
