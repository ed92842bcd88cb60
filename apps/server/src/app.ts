import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Database } from '@rampart/db';
import { newId } from '@rampart/db';
import { aiRoutes } from './ai/ai.routes.ts';
import { chatRoutes } from './ai/features/chat/chat.routes.ts';
import { analysisRoutes } from './ai/features/analysis/analysis.routes.ts';
import { generationRoutes } from './ai/features/generation/generation.routes.ts';
import { jobRegistrations } from './app-jobs.ts';
import { createAiService, type AiService } from './ai/service.ts';
import { createAuth } from './auth/better-auth.ts';
import { createSignInThrottle } from './auth/sign-in-throttle.ts';
import { SessionCache } from './auth/session-cache.ts';
import type { Config } from './config.ts';
import type { Deps } from './deps.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { trendRoutes } from './modules/analytics/trends.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { assessmentsRoutes } from './modules/assessments/assessments.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { evidenceRoutes } from './modules/evidence/evidence.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { documentFilesRoutes } from './modules/documents/document-files.routes.ts';
import { frameworksRoutes } from './modules/frameworks/frameworks.routes.ts';
import { requirementRoutes } from './modules/frameworks/requirements.routes.ts';
import { libraryRoutes } from './modules/library/library.routes.ts';
import { findingsRoutes } from './modules/findings/findings.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { risksRoutes } from './modules/risks/risks.routes.ts';
import { controlsRoutes } from './modules/controls/controls.routes.ts';
import { mappingsRoutes } from './modules/mappings/mappings.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { accountSecurityRoutes } from './modules/account-security/account-security.routes.ts';
import { organizationsRoutes } from './modules/organizations/organizations.routes.ts';
import { domainsRoutes } from './modules/single-sign-on/domains.routes.ts';
import { createOidcClient } from './modules/single-sign-on/oidc.ts';
import { ssoRoutes } from './modules/single-sign-on/sso.routes.ts';
import { scimRoutes } from './modules/scim/scim.routes.ts';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes.ts';
import { certificationsRoutes } from './modules/certifications/certifications.routes.ts';
import { ApiTokenAuthenticator } from './auth/api-tokens.ts';
import { oscalRoutes } from './modules/oscal/oscal.routes.ts';
import { transferRoutes } from './modules/transfer/transfer.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { vendorsRoutes } from './modules/vendors/vendors.routes.ts';
import { questionnairesRoutes } from './modules/questionnaires/questionnaires.routes.ts';
import { questionnaireRequestsRoutes } from './modules/questionnaire-requests/questionnaire-requests.routes.ts';
import { createVendorReader } from './modules/vendors/vendor-reader.ts';
import { vendorReadingRoutes } from './modules/vendors/vendor-reading.routes.ts';
import { vendorAssessmentRoutes } from './modules/vendors/vendor-assessment.routes.ts';
import { testScriptsRoutes } from './modules/test-scripts/test-scripts.routes.ts';
import { generateTestStepsRoutes } from './modules/test-scripts/generate-test-steps.routes.ts';
import { registerCsrfProtection } from './plugins/csrf.ts';
import {
  clientErrorResponse,
  frameworkErrorReply,
  registerErrorHandler,
  safeErrorForLog,
} from './plugins/error-handler.ts';
import { safeRequestForLog } from './plugins/safe-error-log.ts';
import { registerInputHardening } from './plugins/input-hardening.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { createCollaboration } from './collaboration/collab-server.ts';
import { shareGrantVerifier } from './modules/questionnaires/sharing/share-grant.ts';
import { createFileStorage } from './platform/files/create-file-storage.ts';
import { startJobs, type JobsOptions } from './platform/jobs/start-jobs.ts';
import { createLivePush } from './platform/live-push/live-push.ts';
import { createTxtLookup } from './platform/dns/txt-records.ts';
import { resealStoredSecrets } from './platform/secrets/reseal-stored-secrets.ts';
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
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputHardening(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
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
  const deps: Deps = {
    config,
    database,
    auth,
    mailer: realMailer,
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
    secrets: createSecretBox(config.secretsKeys),
    txtLookup: createTxtLookup(config.dnsServers),
    oidc: createOidcClient({
      allowPrivateHosts: config.fetch.allowPrivateHosts,
      timeoutMs: Math.min(config.fetch.timeoutMs, 10_000),
    }),
    startedAt: Date.now(),
    version: VERSION,
  };
  // A person whose session or membership changed is closed out of live documents everywhere.
  deps.sessionCache.onUserInvalidated((userId) => collaboration.closeUser(userId));
  const jobs = startJobs(database.db, app.log, jobRegistrations(deps, app.log, jobsOptions), {
    ...jobsOptions,
    start: jobsOptions?.start ?? config.env !== 'test',
  });
  app.decorate('jobs', jobs);
  app.decorate('sessionCache', deps.sessionCache);
  app.decorate('apiTokens', new ApiTokenAuthenticator(database.db, redis));
  // Stored secrets sealed by an older key, or before sealing existed, are sealed anew (decision 031).
  await resealStoredSecrets(database.db, deps.secrets, app.log);
  // Before the HTTP server closes: open sockets would hold it open; documents are stored first.
  app.addHook('preClose', async () => {
    await collaboration.close();
    await livePush.close();
  });
  app.addHook('onClose', async () => {
    await deps.sessionCache.close();
    await jobs.stop();
    deps.ai.close();
    await deps.vendorReader.close();
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

  await app.register(async (scope) => {
    await healthRoutes(scope, deps);
    await authRoutes(scope, deps);
    await usersRoutes(scope, deps);
    await accountSecurityRoutes(scope, deps);
    await notificationsRoutes(scope, deps);
    await organizationsRoutes(scope, deps);
    await domainsRoutes(scope, deps);
    await ssoRoutes(scope, deps);
    await scimRoutes(scope, deps);
    await apiTokensRoutes(scope, deps);
    await auditRoutes(scope, deps);
    await risksRoutes(scope, deps);
    await controlsRoutes(scope, deps);
    await mappingsRoutes(scope, deps);
    await analyticsRoutes(scope, deps);
    await dashboardRoutes(scope, deps);
    await trendRoutes(scope, deps);
    await evidenceRoutes(scope, deps);
    await documentsRoutes(scope, deps);
    await documentFilesRoutes(scope, deps, jobs);
    await findingsRoutes(scope, deps);
    await vendorsRoutes(scope, deps);
    await questionnairesRoutes(scope, deps);
    await questionnaireRequestsRoutes(scope, deps);
    await vendorReadingRoutes(scope, deps, jobs);
    await reportsRoutes(scope, deps, () => jobs.wake());
    await vendorAssessmentRoutes(scope, deps);
    await testScriptsRoutes(scope, deps);
    await transferRoutes(scope, deps);
    await assessmentsRoutes(scope, deps);
    await frameworksRoutes(scope, deps);
    await requirementRoutes(scope, deps);
    await certificationsRoutes(scope, deps);
    await libraryRoutes(scope, deps);
    await oscalRoutes(scope, deps);
    await aiRoutes(scope, deps);
    await chatRoutes(scope, deps);
    await analysisRoutes(scope, deps);
    await generateTestStepsRoutes(scope, deps);
    await generationRoutes(scope, deps, jobs);
  });
  await registerStaticWeb(app, config.webDistDir);
  return app;
};
