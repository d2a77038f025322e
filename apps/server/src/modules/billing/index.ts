import { systemClock, type TClock } from '../../lib/clock';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import type { TBackgroundTasks } from '../../lib/background-tasks';
import type { TMailer } from '../../lib/mailer';
import type { TRateLimits } from '../../lib/rate-limit';
import { createBillingEffects } from './billing-effects';
import { createBillingJob, scheduleBillingJob, type TRunBillingJob } from './billing-job';
import { createBillingStore } from './billing.repository';
import { registerBillingRoutes } from './billing.routes';
import { createBillingService } from './billing.service';
import { createContactRepository } from './contact.repository';
import { registerContactRoutes } from './contact.routes';
import { createContactService } from './contact.service';
import type { TPaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { registerSandboxRoutes } from './sandbox.routes';
import { createSandboxService } from './sandbox.service';
import { createStripeProvider } from './stripe-provider';
import { registerWebhookRoutes } from './webhook.routes';

/** What the billing module needs from the app. */
export interface TBillingDeps {
  config: Pick<
    TConfig,
    'presenterUrl' | 'salesEmail' | 'stripe' | 'billingSandbox' | 'addressesFromRequest'
  >;
  db: TDatabase;
  authenticate: preHandlerAsyncHookHandler;
  mailer: TMailer;
  rateLimits: TRateLimits;
  background: TBackgroundTasks;
  /** The user's presentations changed plan limits: their live decks re-read them. */
  deckChanged(presentationId: string): void;
  /** Runs the expiry job every minute (off in tests that drive the job by hand). */
  scheduleJob?: boolean;
  /** Checkout expiry, periods and the job's schedule (tests move a manual one). */
  clock?: TClock;
}

/** The billing module's handles. */
export interface TBilling {
  /** Null when payments are off (production without Stripe or the sandbox's opt-in). */
  provider: TPaymentProvider | null;
  /** The expiry job at `now` (default: the current time). */
  runJob: TRunBillingJob;
  /** Ends an account's paid subscription at the provider before the account is deleted. */
  cancelForDeletion(userId: string): Promise<void>;
  /** Stops the scheduled job and waits for a running one. */
  close(): Promise<void>;
}

/**
 * Stripe when both its secrets are configured, otherwise the built-in sandbox where it is allowed
 * (BILLING_SANDBOX, on by default outside production), otherwise none: payments are off.
 */
export function createPaymentProvider(config: TBillingDeps['config']): TPaymentProvider | null {
  if (config.stripe)
    return createStripeProvider(config.stripe, { presenterUrl: config.presenterUrl });
  if (config.billingSandbox)
    return createSandboxProvider({ presenterUrl: sandboxPresenterUrl(config) });
  return null;
}

/**
 * The sandbox's pages are opened by the signed-in browser itself: with no address variable set,
 * site-relative addresses keep it at whatever address it is on (its token lives there).
 */
function sandboxPresenterUrl(config: TBillingDeps['config']): string {
  return config.addressesFromRequest ? '' : config.presenterUrl;
}

/** Wires billing: provider, effects, services, routes and the expiry job. */
export async function registerBilling(app: FastifyInstance, deps: TBillingDeps): Promise<TBilling> {
  const store = createBillingStore(deps.db);
  const provider = createPaymentProvider(deps.config);
  if (!provider) {
    app.log.warn(
      'Payments are off: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to sell Pro (or BILLING_SANDBOX=true for a test install).',
    );
  }
  const clock = deps.clock ?? systemClock;
  const effects = createBillingEffects(store, clock);
  const onError = (error: unknown) => app.log.error({ err: error }, 'billing error');
  const onPlanChanged = async (userId: string) => {
    for (const id of await store.listPresentationIds(userId)) deps.deckChanged(id);
  };
  const ctx = { store, effects, provider, onPlanChanged, onError, clock };
  const billing = createBillingService(ctx);
  const sandboxActive = provider?.name === 'sandbox';
  const runJob = createBillingJob({
    store,
    effects,
    onPlanChanged,
    sandboxActive,
    clock,
  });
  const routeDeps = {
    billing,
    sandbox: createSandboxService({
      ...ctx,
      billing,
      runJob,
      presenterUrl: sandboxPresenterUrl(deps.config),
    }),
    contact: createContactService({
      contacts: createContactRepository(deps.db),
      mailer: deps.mailer,
      background: deps.background,
      salesEmail: deps.config.salesEmail,
    }),
    rateLimits: deps.rateLimits,
    authenticate: deps.authenticate,
    payments: provider?.name ?? ('off' as const),
  };
  registerBillingRoutes(app, routeDeps);
  // Without the sandbox its pay button and test clock do not exist (404), so nobody gets Pro free.
  if (sandboxActive) registerSandboxRoutes(app, routeDeps);
  registerContactRoutes(app, routeDeps);
  if (provider) await registerWebhookRoutes(app, { provider, effects, billing });

  const schedule = deps.scheduleJob === false ? null : scheduleBillingJob(runJob, onError, clock);
  return {
    provider,
    runJob,
    cancelForDeletion: (userId) => billing.cancelForDeletion(userId),
    close: async () => schedule?.stop(),
  };
}
