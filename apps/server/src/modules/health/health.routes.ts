import type { FastifyInstance } from 'fastify';

export interface HealthState {
  shuttingDown: boolean;
}

/** The connection pool, as far as readiness needs it (one query). */
export interface Pingable {
  query(text: string): Promise<unknown>;
}

/** `/healthz`: the process is alive. `/readyz`: it can serve (database reachable, not shutting down). */
export async function healthRoutes(app: FastifyInstance, options: { pool: Pingable; state: HealthState }) {
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
