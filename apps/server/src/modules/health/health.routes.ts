import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';

export interface HealthState {
  shuttingDown: boolean;
}

/** `/healthz`: the process is alive. `/readyz`: it can serve (database reachable, not shutting down). */
export async function healthRoutes(app: FastifyInstance, options: { pool: Pool; state: HealthState }) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (options.state.shuttingDown) return reply.status(503).send({ status: 'shutting_down' });
    try {
      await options.pool.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database_unreachable' });
    }
  });
}
