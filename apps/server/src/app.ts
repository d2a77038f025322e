import { createParticipantIdentitySigner } from './lib/participant-identity';
import { systemClock, type TClock } from './lib/clock';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import type { TDatabase } from './db/client';
import { registerErrorHandlers, type TReportError } from './http/error-handler';
import { createOriginPolicy } from './http/security';
import { registerSpa } from './http/spa';
import { createClientIp, toFastifyTrustProxy } from './http/trust-proxy';
import {
  createBackgroundTasks,
  settleWithin,
  SHUTDOWN_WAIT_MS,
  type TBackgroundTasks,
} from './lib/background-tasks';
import { createMailer, type TMailer } from './lib/mailer';
import {
  createMemoryRateLimiter,
  createRateLimits,
  createRedisRateLimiterFactory,
  createUnlimitedRateLimiter,
  type TRateLimits,
} from './lib/rate-limit';
import { setAddressHashKey } from './lib/address-key';
import { createLoggerOptions } from './lib/log-format';
import { createMetrics, type TMetrics } from './lib/metrics';
import { meterRedisClients, openRedisClients } from './lib/redis';
import { readPoolUse } from './db/pool-use';
import { registerMetricsRoute } from './modules/health/metrics.routes';
import { createReadiness, type TReadiness } from './modules/health/readiness';
import { registerAccounts } from './modules/accounts';
import { registerOrganisations } from './modules/organisations';
import { registerAudit } from './modules/audit';
import { createSsoPolicy, registerSso, type TSsoOptions } from './modules/sso';
import { createAudienceHosts } from './modules/organisations/audience-brand.repository';
import { createServerOwnHosts } from './modules/organisations/server-own-hosts';
import { resolveTxtWithDns } from './modules/sso/domain-verification';
import { registerBilling, type TBilling } from './modules/billing';
import { registerDecks } from './modules/decks';
import { createDeckSharesRepository } from './modules/decks/deck-shares.repository';
import { createEmbedViewerLookup, ensureViewToken, registerEmbed } from './modules/embed';
import { getNetworkAddresses } from './http/network-addresses';
import { resolveAddresses } from './http/public-addresses';
import { registerDocsRoutes } from './modules/docs/docs.routes';
import { registerOpenApi } from './modules/docs/openapi';
import { registerFontRoutes } from './modules/fonts/fonts.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { createInstanceUuid } from './modules/integrations/instance-settings.repository';
import {
  INTEGRATION_EMBED_LABELS,
  registerOfficeAddin,
  type TEmbedAddressOf,
} from './modules/integrations/office';
import { registerOutlookAddin } from './modules/integrations/outlook';
import { registerTeamsApp } from './modules/integrations/teams';
import { registerZoomApp } from './modules/integrations/zoom';
import { registerGoogleSlidesAddon } from './modules/integrations/google-slides';
import { registerLive, type TLive } from './modules/live';
import { registerImports, type TImportTuning } from './modules/imports';
import { registerPurge } from './modules/purge';
import {
  createRetentionRepository,
  registerPrivacy,
  registerPrivacyRights,
} from './modules/privacy';
import { registerReports, type TReportExportTuning } from './modules/reports';
import { registerAssignments } from './modules/assignments';
import type { TLiveTuning } from './modules/live/tuning';
import type { TOnlineCounter } from './modules/live/capacity/online-counter';
import { openUploadStore } from './modules/uploads/open-upload-store';
import type { TUploadStore } from './modules/uploads/upload-store';
import { registerUploadRoutes } from './modules/uploads/uploads.routes';

/** The built presenter app, served by the API server. */
export const PRESENTER_DIST = fileURLToPath(new URL('../../presenter/dist', import.meta.url));

/** Largest JSON body the API accepts. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** What the API server is built from; the optional parts have production defaults. */
export interface TAppDeps {
  config: TConfig;
  db: TDatabase;
  /** Fastify logger options (false in tests). */
  logger?: FastifyServerOptions['logger'];
  mailer?: TMailer;
  rateLimits?: TRateLimits;
  reportError?: TReportError;
  presenterDist?: string;
  /** Simultaneous-audience counter of a test (one node without REDIS_URL only). */
  onlineCounter?: TOnlineCounter;
  /** The live engine's test and benchmark knobs. */
  liveTuning?: TLiveTuning;
  /** Time and timers of the live engine and billing (lib/clock.ts); tests move a manual one. */
  clock?: TClock;
  /** Single sign-on test knobs: http issuers, a DNS stand-in. */
  sso?: TSsoOptions;
  /** Export test knobs: a hook where an admitted export waits. */
  reportExports?: TReportExportTuning;
  /** Import test knobs: a shorter time limit. */
  imports?: TImportTuning;
  /** Prometheus metrics (a fresh registry per app unless given). */
  metrics?: TMetrics;
}

/** The API server with its background-task tracker (shutdown and tests wait on it). */
export type TApp = FastifyInstance & {
  background: TBackgroundTasks;
  mailer: TMailer;
  live: TLive;
  billing: TBilling;
  metrics: TMetrics;
  readiness: TReadiness;
  /** Where uploads live (DATA_DIR/uploads or the S3 bucket): imports save through it too. */
  uploads: TUploadStore;
};

/** Builds the API + presenter-app server: security headers, CORS, errors, routes, API docs, SPA. */
export async function buildApp(deps: TAppDeps): Promise<TApp> {
  const { config } = deps;
  // First, so a bucket that does not answer (S3_*) stops the start before anything else runs.
  const uploads = await openUploadStore(config);
  const uploadStore = uploads.store;
  const app = Fastify({
    logger: deps.logger ?? createLoggerOptions(config),
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // Paths end in a slash (the specification), but a client building "detail/" + id sends none:
    // every route answers both forms.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app, deps.reportError);
  app.decorateRequest('auth', null);

  const background = createBackgroundTasks((error, context) => {
    app.log.error({ err: error, ...context }, 'background task failed');
  });
  const mailer = deps.mailer ?? createMailer(config, app.log);
  app.decorate('background', background);
  app.decorate('mailer', mailer);
  app.decorate('uploads', uploadStore);
  app.addHook('onClose', async () => uploads.close());

  const originPolicy = createOriginPolicy(config);
  // Phones on an organisation's own audience domain call the API too.
  const isServerOwnHost = createServerOwnHosts(config);
  const audienceHosts = createAudienceHosts(deps.db, isServerOwnHost);
  await audienceHosts.refresh();
  app.addHook('onClose', async () => audienceHosts.stop());
  const isOriginAllowed = (origin: string, host: string | undefined) =>
    originPolicy(origin, host) || audienceHosts.allowsOrigin(origin);
  /** The organisation's own domain a page is on (it joins only that organisation's decks). */
  const audienceOriginHost = (origin: string | undefined, host: string | undefined) =>
    origin && !originPolicy(origin, host) ? audienceHosts.hostOf(origin) : null;
  const corsOptions = {
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    credentials: false,
    maxAge: 600,
  };
  // The allowed origins may depend on the Host the request was made to (no address variable set).
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(null, {
        ...corsOptions,
        origin: (origin, allow) => allow(null, !!origin && isOriginAllowed(origin, request.host)),
      }),
  });

  // REDIS_URL alone switches to several nodes: the same services over Redis-backed stores.
  const redis = config.redisUrl
    ? openRedisClients(config.redisUrl, config.redisPrefix, app.log)
    : null;
  const metrics = deps.metrics ?? createMetrics();
  if (redis) meterRedisClients(redis, metrics.redisCommand);
  metrics.sources.databasePool = () => readPoolUse(deps.db);
  app.decorate('metrics', metrics);
  // Not ready from the first moment of shutdown (this preClose hook runs before the others).
  const readiness = createReadiness({ db: deps.db, redis });
  app.decorate('readiness', readiness);
  app.addHook('preClose', async () => readiness.stop());
  const limiterFactory = !config.rateLimitEnabled
    ? createUnlimitedRateLimiter
    : redis
      ? createRedisRateLimiterFactory(redis.store, redis.prefix)
      : createMemoryRateLimiter;

  // A relative server when the API is reached at whatever address the page was opened at.
  await registerOpenApi(app, { apiUrl: config.addressesFromRequest ? '/' : config.apiUrl });
  registerHealthRoutes(app, { db: deps.db, redis, readiness });
  registerMetricsRoute(app, { metrics, token: config.metricsToken });
  // Rate limits and network counts key on keyed hashes of addresses; every node shares the key.
  setAddressHashKey(await createInstanceUuid(deps.db, 'address_hash_key')());
  const rateLimits = deps.rateLimits ?? createRateLimits(limiterFactory);
  // Phones' identities from an organisation's sign-in are signed with a key every node shares.
  const participantIdentities = createParticipantIdentitySigner(
    await createInstanceUuid(deps.db, 'participant_identity_key')(),
  );
  // Accounts are wired first (live needs their sign-in); live hears of ended sessions later.
  let liveRef: TLive | null = null;
  const ssoPolicy = createSsoPolicy(deps.db, config.ssoSecretKey);
  const { authenticate, findSession, startSession, dropPassword } = registerAccounts(app, {
    db: deps.db,
    mailer,
    rateLimits,
    background,
    presenterUrl: config.presenterUrl,
    isSsoRequiredFor: (email) => ssoPolicy.isRequiredFor(email),
    onSessionsEnded: (ended) => liveRef?.endSessions(ended),
  });
  const live = registerLive(app, {
    db: deps.db,
    isOriginAllowed,
    audienceOriginHost,
    authenticate,
    findSession: async (token) => {
      const found = await findSession(token);
      return found
        ? {
            userId: found.user.id,
            sessionId: found.sessionId,
            expiresAt: found.expiresAt,
            parentSessionId: found.parentSessionId,
          }
        : null;
    },
    findEmbedToken: createEmbedViewerLookup(deps.db),
    clientIp: createClientIp(config.trustProxy),
    rateLimitEnabled: config.rateLimitEnabled,
    participantIdentities,
    rateLimits,
    onlineCounter: deps.onlineCounter,
    tuning: {
      idleDeckMs: config.liveIdleSeconds * 1000,
      unattendedEndMs: config.sessionUnattendedMinutes * 60_000,
      clock: deps.clock,
      ...deps.liveTuning,
    },
    redis,
    metrics,
  });
  liveRef = live;
  app.decorate('live', live);
  app.addHook('preClose', () => live.close());
  const privacy = registerPrivacy(app, {
    db: deps.db,
    authenticate,
    uploads: uploadStore,
    background,
    runsDeleted: live.resets.deckChanged,
    clock: deps.clock,
  });
  const retention = createRetentionRepository(deps.db);
  registerDecks(app, {
    db: deps.db,
    authenticate,
    uploadUrl: config.uploadUrl,
    resets: live.resets,
    eraseDeck: privacy.erasure.eraseDeck,
  });
  // Site-relative addresses (`/uploads/…`) when the upload origin is wherever the app is opened.
  const uploadUrl = config.addressesFromRequest ? '' : config.uploadUrl;
  await registerOrganisations(app, {
    db: deps.db,
    authenticate,
    mailer,
    background,
    presenterUrl: config.presenterUrl,
    operatorToken: config.operatorToken,
    uploads: uploadStore,
    uploadUrl,
    audienceHostsChanged: () => audienceHosts.refresh(),
    isServerOwnHost,
    resolveTxt: deps.sso?.resolveTxt ?? resolveTxtWithDns,
    deckChanged: live.resets.deckChanged,
    rateLimits,
    clock: deps.clock ?? systemClock,
    domains: ssoPolicy.repo,
  });
  registerAudit(app, { db: deps.db, authenticate });
  await registerSso(app, {
    db: deps.db,
    policy: ssoPolicy,
    authenticate,
    rateLimits,
    startSession,
    dropPassword,
    apiUrl: config.apiUrl,
    presenterUrl: config.presenterUrl,
    audienceUrl: config.audienceUrl,
    participantIdentities,
    options: deps.sso,
  });
  const reports = registerReports(app, {
    db: deps.db,
    config,
    authenticate,
    background,
    eraseRuns: privacy.erasure.eraseRuns,
    retentionOf: (ownerId) => retention.effectiveFor(ownerId),
    shareFacts: createDeckSharesRepository(deps.db).facts,
    ...(deps.reportExports ? { tuning: deps.reportExports } : {}),
  });
  metrics.sources.exportQueue = reports.queued;
  registerAssignments(app, {
    db: deps.db,
    authenticate,
    rateLimits,
    participantIdentities,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  const billing = await registerBilling(app, {
    config,
    db: deps.db,
    authenticate,
    mailer,
    rateLimits,
    background,
    deckChanged: live.resets.deckChanged,
    clock: deps.clock,
  });
  app.decorate('billing', billing);
  registerPrivacyRights(app, {
    db: deps.db,
    authenticate,
    rateLimits,
    uploads: uploadStore,
    erasure: privacy.erasure,
    reports: reports.reports,
    eraseParticipant: live.eraseParticipant,
    deckDeleted: (id, code) => live.resets.deckDeleted(id, code, []),
    cancelSubscription: (userId) => billing.cancelForDeletion(userId),
  });
  app.addHook('preClose', () => billing.close());
  // Each integration frames the live embed through a view token of its own, listed under the
  // integration's name ("PowerPoint", "Zoom", ...).
  const integrationEmbedAddress: TEmbedAddressOf = async ({
    ownerId,
    presentationId,
    presenterUrl,
    client,
  }) =>
    (
      await ensureViewToken(
        { db: deps.db, presenterUrl },
        { ownerId, presentationId, label: INTEGRATION_EMBED_LABELS[client] },
      )
    ).url;
  /** What the add-ins and meeting apps are built on. */
  const integrationDeps = {
    db: deps.db,
    config,
    live,
    embedAddressOf: integrationEmbedAddress,
    presenterDist: deps.presenterDist ?? PRESENTER_DIST,
    clock: deps.clock ?? systemClock,
  };
  const office = registerOfficeAddin(app, { ...integrationDeps, authenticate });
  registerZoomApp(app, { ...integrationDeps, grants: office.grants });
  registerTeamsApp(app, {
    db: deps.db,
    config,
    presenterDist: integrationDeps.presenterDist,
  });
  registerGoogleSlidesAddon(app, { config });
  registerOutlookAddin(app, {
    db: deps.db,
    config,
    presenterDist: deps.presenterDist ?? PRESENTER_DIST,
  });
  registerPurge(app, { db: deps.db, background, clock: deps.clock });
  await registerUploadRoutes(app, { store: uploadStore, uploadUrl, authenticate });
  const imports = await registerImports(app, {
    db: deps.db,
    config,
    authenticate,
    background,
    uploads: uploadStore,
    uploadUrl,
    resets: live.resets,
    ...(deps.imports ? { tuning: deps.imports } : {}),
  });
  await registerDocsRoutes(app);
  await registerFontRoutes(app);
  registerEmbed(app, {
    db: deps.db,
    live,
    authenticate,
    distDir: deps.presenterDist ?? PRESENTER_DIST,
    addressesOf: (request) =>
      resolveAddresses(config, 'presenter', request, () => getNetworkAddresses(config)),
  });
  await registerSpa(app, {
    distDir: deps.presenterDist ?? PRESENTER_DIST,
    config,
    listener: 'presenter',
  });
  app.addHook('onClose', async () => {
    if (!(await settleWithin(background, SHUTDOWN_WAIT_MS))) {
      app.log.warn(
        { pending: background.pending() },
        `shutting down with work still running after ${SHUTDOWN_WAIT_MS / 1000} s`,
      );
    }
    mailer.close();
    await reports.close();
    await imports.close();
    await redis?.close();
  });
  // Cast: Fastify's instance type does not follow decorate(): TApp names what was decorated above.
  return app as unknown as TApp;
}
