import { runtimeConfig } from '../config/runtime-config';

/**
 * Starts error reporting when the server configured a Sentry DSN; otherwise does nothing and the
 * Sentry SDK is never downloaded.
 */
export async function initSentry(): Promise<void> {
  const dsn = runtimeConfig.sentryDsn;
  if (!dsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    integrations: [Sentry.browserTracingIntegration()],
    tracesSampleRate: runtimeConfig.sentryTracesSampleRate,
    environment: import.meta.env.MODE,
  });
}
