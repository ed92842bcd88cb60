import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Database } from '@rampart/db';
import { newId } from '@rampart/db';
import { jobRegistrations } from './app-jobs.ts';
import { createAiService, type AiService } from './ai/service.ts';
import { createAuth } from './auth/better-auth.ts';
import { createSignInThrottle } from './auth/sign-in-throttle.ts';
import { SessionCache } from './auth/session-cache.ts';
import type { Config } from './config.ts';
import type { Deps } from './deps.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { createMailOutbox } from './platform/mail/mail-outbox.ts';
import { createOidcClient } from './modules/single-sign-on/oidc.ts';
import { ApiTokenAuthenticator, sendTokenLimit } from './auth/api-tokens.ts';
import { createVendorReader } from './modules/vendors/vendor-reader.ts';
import { registerCsrfProtection } from './plugins/csrf.ts';
import { registerRecordVersions } from './platform/routes/record-versions.ts';
import { registerRoutes } from './routes.ts';
import { createWebhookDispatcher, webhookFetcher } from './modules/webhooks/webhook-dispatcher.ts';
import { routeEntries, type RouteEntry } from './platform/routes/route-entries.ts';
import {
  clientErrorResponse,
  frameworkErrorReply,
  registerErrorHandler,
  safeErrorForLog,
} from './plugins/error-handler.ts';
import { safeRequestForLog } from './plugins/safe-error-log.ts';
import { registerInputHardening } from './plugins/input-hardening.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerIdempotency } from './platform/routes/idempotency.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { createCollaboration } from './collaboration/collab-server.ts';
import { shareGrantVerifier } from './modules/questionnaires/sharing/share-grant.ts';
import { createFileStorage } from './platform/files/create-file-storage.ts';
import { startJobs, type JobsOptions } from './platform/jobs/start-jobs.ts';
import { createLivePush } from './platform/live-push/live-push.ts';
import { createTxtLookup } from './platform/dns/txt-records.ts';
import { resealStoredSecrets } from './platform/secrets/reseal-stored-secrets.ts';
import { createMetrics } from './platform/metrics/create-metrics.ts';
import { metricsRoutes } from './platform/metrics/metrics.routes.ts';
import { registerRequestContext, requestIdMixin } from './platform/metrics/request-context.ts';
import { registerRequestMetrics } from './platform/metrics/request-metrics.ts';
import { createStoppingFlag, probeRoutes } from './modules/health/probes.routes.ts';
import { createSecretBox } from './platform/secrets/secret-box.ts';

export const VERSION = '0.1.0';
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/**
 * Responses of 1 KiB or more, by what the client accepts (docs/decisions/008). Text and JSON only:
 * downloads of PDFs, images and spreadsheets are compressed already; event streams write to the
 * raw socket and must reach the client as each event is written, never buffered by a compressor.
 * Request bodies are not inflated: no client sends them compressed, and inflating would put a
 * decompressor in front of the body limit.
 */
const COMPRESSION: FastifyCompressOptions = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript/,
  globalDecompression: false,
};

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Tests pass a mailer that records messages. */
  mailer?: Mailer | null;
  /** Tests pass an AI service with their own clock. */
  ai?: AiService;
  /** Background jobs; tests do not poll by default and tick the runner themselves. */
  jobs?: JobsOptions;
  /** Sees every route as it is added: the generated security suites read the route table. */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log goes (stdout by default); tests read it. */
  logStream?: { write: (line: string) => void };
};

export const buildApp = async ({
  config,
  database,
  mailer,
  ai,
  jobs: jobsOptions,
  onRoute,
  logStream,
}: BuildOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : // Errors are logged without the values a failed query carried (decision 010).
          {
            level: config.logLevel,
            serializers: { err: safeErrorForLog, req: safeRequestForLog },
            // Lines written through app.log while a request is served carry its id too.
            mixin: requestIdMixin,
            ...(logStream ? { stream: logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Ids are at most 64 characters; a longer path part is a 414 in the error envelope.
    routerOptions: { maxParamLength: 100 },
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: clientErrorResponse,
    // Echo a caller's x-request-id when it is sane; otherwise make one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : newId('req');
    },
  });
  registerRequestContext(app);
  if (onRoute) app.addHook('onRoute', onRoute);
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    routeTable.push(...routeEntries(route));
  });
  // Before any route and before compression: versions are read from the JSON answer.
  registerRecordVersions(app);
  const secrets = createSecretBox(config.secretsKeys);
  registerIdempotency(app, database.db, secrets);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputHardening(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    sendTokenLimit(request, reply);
    // API answers carry a user's data: no browser or proxy may keep a copy (back button, shared
    // machines). Routes that chose their own caching keep it.
    const type = String(reply.getHeader('content-type') ?? '');
    if (
      type.startsWith('application/json') &&
      // The matched route, so `/%61pi/...` is covered as the API route it reaches.
      (request.routeOptions.url ?? request.url).startsWith('/api/') &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('cache-control', 'no-store');
    }
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        maxRetriesPerRequest: 2,
        enableOfflineQueue: true,
        lazyConnect: false,
      })
    : null;
  const realMailer = mailer === undefined ? createMailer(config) : mailer;
  const aiService = ai ?? createAiService(config.ai, { db: database.db, redis, log: app.log });
  const auth = createAuth(config, database.db, realMailer);
  const livePush = createLivePush({ redis, log: app.log });
  const collaboration = createCollaboration({
    database,
    auth,
    config,
    livePush,
    log: app.log,
    verifyGrant: shareGrantVerifier(config, database.db),
  });
  app.server.on('upgrade', collaboration.handleUpgrade);
  app.decorate('collaborationHub', collaboration.hub);
  app.decorate('livePush', livePush.push);
  const jobsStart = jobsOptions?.start ?? config.env !== 'test';
  const mailOutbox = createMailOutbox(
    { db: database.db, mailer: realMailer, log: app.log },
    jobsStart,
  );
  app.decorate('mailOutbox', mailOutbox);
  const deps: Deps = {
    config,
    database,
    auth,
    mailer: realMailer,
    mailOutbox,
    throttle: createSignInThrottle(config.signIn, redis),
    redis,
    sessionCache: new SessionCache({
      redis,
      onError: (message, error) => app.log.warn({ err: error }, message),
    }),
    storage: createFileStorage(config),
    ai: aiService,
    vendorReader: createVendorReader({ config, ai: aiService, log: app.log }),
    collaboration: collaboration.hub,
    livePush: livePush.push,
    secrets,
    txtLookup: createTxtLookup(config.dnsServers),
    oidc: createOidcClient({
      allowPrivateHosts: config.fetch.allowPrivateHosts,
      timeoutMs: Math.min(config.fetch.timeoutMs, 10_000),
    }),
    routeTable,
    startedAt: Date.now(),
    version: VERSION,
  };
  // A person whose session or membership changed is closed out of live documents everywhere.
  deps.sessionCache.onUserInvalidated((userId) => collaboration.closeUser(userId));
  const jobs = startJobs(database.db, app.log, jobRegistrations(deps, app.log, jobsOptions), {
    ...jobsOptions,
    start: jobsStart,
  });
  app.decorate('jobs', jobs);
  // Prometheus metrics only when a scraper can read them (METRICS_TOKEN): nothing is measured else.
  const metrics = config.metricsToken
    ? createMetrics({
        database,
        collaborationSockets: () => collaboration.instance.getConnectionsCount(),
        log: app.log,
      })
    : null;
  if (metrics) registerRequestMetrics(app, metrics.requestDuration);
  const stopping = createStoppingFlag();
  app.decorate('markStopping', stopping.mark);
  // Outgoing webhooks: every process delivers the outbox (decision 042); tests drain it themselves.
  const webhooks = createWebhookDispatcher({
    db: database.db,
    secrets: deps.secrets,
    fetcher: webhookFetcher(config.fetch.allowPrivateHosts, VERSION),
    log: app.log,
    ...(jobsOptions?.webhookLockMs ? { lockMs: jobsOptions.webhookLockMs } : {}),
  });
  app.decorate('webhooks', webhooks);
  if (jobsStart) await webhooks.start();
  app.decorate('sessionCache', deps.sessionCache);
  app.decorate('apiTokens', new ApiTokenAuthenticator(database.db, redis));
  // Stored secrets sealed by an older key, or before sealing existed, are sealed anew (decision 031).
  await resealStoredSecrets(database.db, deps.secrets, app.log);
  // Before the HTTP server closes: open sockets would hold it open; documents are stored first.
  app.addHook('preClose', async () => {
    stopping.mark();
    await collaboration.close();
    await livePush.close();
  });
  app.addHook('onClose', async () => {
    await deps.sessionCache.close();
    await webhooks.stop();
    mailOutbox.stop();
    await jobs.stop();
    deps.ai.close();
    await deps.vendorReader.close();
    metrics?.stop();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });

  await app.register(cookie);
  // Before any route: compression hooks attach to the routes registered after it.
  await app.register(compress, COMPRESSION);
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    // Over plain http (a laptop, a LAN address) HSTS and request upgrading would break the app.
    strictTransportSecurity: https,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: https ? [] : null,
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  registerCsrfProtection(app, config.trustedOrigins);
  await registerOpenApi(app, VERSION);

  await app.register((scope) => probeRoutes(scope, { ...deps, stopping }));
  await app.register((scope) => metricsRoutes(scope, { token: config.metricsToken, metrics }));
  await app.register((scope) => registerRoutes(scope, deps, jobs));
  await registerStaticWeb(app, config.webDistDir);
  return app;
};
