import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE } from '@fairhub/shared/constants';
import type { Config } from './config.ts';
import type { DatabaseConnection } from './db/client.ts';
import { createContext } from './context.ts';
import { frameworkErrorProblem, registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerSpa } from './plugins/spa.ts';
import { recordRoutes } from './plugins/route-table.ts';
import { trustProxyOption } from './lib/client-address.ts';
import { serializeRequest } from './plugins/request-log.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { pageRenderer } from './modules/seo/render-page.ts';
import { catalogueSources } from './modules/seo/seo.sources.ts';
import { healthRoutes, type HealthState } from './modules/health/health.routes.ts';
import { clientConfigRoutes } from './modules/client-config/client-config.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { settingsRoutes } from './modules/profile/settings.routes.ts';
import { countriesRoutes } from './modules/countries/countries.routes.ts';
import { codesRoutes } from './modules/codes/codes.routes.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { companyInvitationsRoutes } from './modules/invitations/company-invitations.routes.ts';
import { myInvitationsRoutes } from './modules/invitations/my-invitations.routes.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { outboxRoutes } from './modules/mail/outbox.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { participationRoutes } from './modules/participation/participation.routes.ts';
import { venuesRoutes } from './modules/venues/venues.routes.ts';
import { myVenuesRoutes } from './modules/venues/my-venues.routes.ts';
import { myEventsRoutes } from './modules/events/my-events.routes.ts';
import { organizersRoutes } from './modules/organizers/organizers.routes.ts';
import { peopleRoutes } from './modules/people/people.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { mediaRoutes, uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { messageJobs } from './modules/messages/unread-message-email.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { offerJobs } from './modules/offers/offer-jobs.ts';
import { createStreamHub, type StreamHubOptions } from './modules/stream/stream-hub.ts';
import { streamRoutes } from './modules/stream/stream.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { streamJobs } from './modules/stream/stream-jobs.ts';
import { meetingJobs } from './modules/meetings/meeting-jobs.ts';
import { meetingsRoutes } from './modules/meetings/meetings.routes.ts';
import { availabilityRoutes } from './modules/meetings/availability.routes.ts';
import { eventJobs } from './modules/events/event-jobs.ts';
import { mailJobs } from './lib/mail/mail-jobs.ts';
import { rateLimitJobs } from './plugins/rate-limit-jobs.ts';
import { uploadJobs } from './modules/uploads/upload-jobs.ts';
import type { JobQueueTuning } from './lib/jobs/job-queue.ts';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildOptions {
  config: Config;
  database: DatabaseConnection;
  /** Defaults to the built web app beside the server; tests pass none. */
  webDist?: string | null;
  health?: HealthState;
  /** Shorter queue polling for tests that run jobs; production keeps the defaults. */
  jobs?: JobQueueTuning;
  /** Where the log goes (standard output unless told); tests read it. */
  logStream?: { write(line: string): void };
  /** The live stream's ping interval and buffer limit; tests shorten them, production keeps the defaults. */
  stream?: Pick<StreamHubOptions, 'pingMs' | 'maxBufferedBytes'>;
}

/** Builds the application: plugins and modules registered explicitly, in order. Never listens. */
export async function buildApp({ config, database, webDist, health = { shuttingDown: false }, jobs, logStream, stream }: BuildOptions) {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.body.password'],
            serializers: { req: serializeRequest },
            ...(logStream ? { stream: logStream } : {}),
          },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    frameworkErrors: frameworkErrorProblem,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The web client sends `Content-Type: application/json` on every call, also on body-less POSTs
  // such as logout; an empty JSON body is no body rather than a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  app.decorateRequest('auth', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const ctx = createContext(config, database.db, app.log, { jobs });
  app.addHook('onClose', async () => ctx.mailer.stop());
  // Background jobs (lib/jobs): each module defines its own; workers and schedules start once the
  // app is ready (when config.JOBS). onClose hooks run newest first, so the queue stops — waiting
  // for running jobs — before the mailer closes its SMTP connection and before server.ts ends the pool.
  ctx.jobs.define(
    ...offerJobs(ctx.db, app.log),
    ...eventJobs(ctx.db, app.log),
    ...mailJobs(ctx.mailer),
    ...rateLimitJobs(ctx.db),
    ...uploadJobs(ctx),
    ...streamJobs(ctx.db),
  );
  ctx.jobs.define(...messageJobs(ctx));
  ctx.jobs.define(...meetingJobs(ctx.db));
  app.addHook('onReady', async () => ctx.jobs.start());
  app.addHook('onClose', async () => ctx.jobs.stop());
  // The live streams (modules/stream): one LISTEN connection per process. They never end by
  // themselves, so they are ended before the server waits for open requests on shutdown.
  const streamHub = createStreamHub({ db: ctx.db, listenConfig: database.pool.options, log: app.log, ...stream });
  app.addHook('preClose', async () => streamHub.close());

  const routeTable = recordRoutes(app, ctx.authenticate);
  registerErrorHandling(app);
  registerInputGuard(app);
  await registerSecurity(app, config);
  await registerDocs(app);
  await app.register(healthRoutes, { pool: database.pool, state: health });
  await app.register(
    async (api) => {
      await clientConfigRoutes(api, ctx);
      await authRoutes(api, ctx);
      await profileRoutes(api, ctx);
      await settingsRoutes(api, ctx);
      await countriesRoutes(api, ctx);
      await codesRoutes(api, ctx);
      await companiesRoutes(api, ctx);
      await invitationsRoutes(api, ctx);
      await myInvitationsRoutes(api, ctx);
      await membersRoutes(api, ctx);
      await companyInvitationsRoutes(api, ctx);
      await notificationsRoutes(api, ctx);
      await outboxRoutes(api, ctx);
      await eventsRoutes(api, ctx);
      await participationRoutes(api, ctx);
      await venuesRoutes(api, ctx);
      await myVenuesRoutes(api, ctx);
      await myEventsRoutes(api, ctx);
      await organizersRoutes(api, ctx);
      await peopleRoutes(api, ctx);
      await searchRoutes(api, ctx);
      await dashboardRoutes(api, ctx);
      await uploadsRoutes(api, ctx);
      await productsRoutes(api, ctx);
      await offersRoutes(api, ctx);
      await streamRoutes(api, ctx, streamHub);
      await pushRoutes(api, ctx);
      await messagesRoutes(api, ctx);
      await contactsRoutes(api, ctx);
      await meetingsRoutes(api, ctx);
      await availabilityRoutes(api, ctx);
    },
    { prefix: API_BASE },
  );
  await seoRoutes(app, ctx);
  await mediaRoutes(app, ctx);
  await registerSpa(
    app,
    webDist === null ? undefined : (webDist ?? config.WEB_DIST ?? DEFAULT_WEB_DIST),
    pageRenderer(catalogueSources(ctx.db), config.PUBLIC_URL),
  );
  return { app, ctx, routeTable };
}
