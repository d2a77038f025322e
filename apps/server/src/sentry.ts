import * as Sentry from '@sentry/node';
import type { TConfig } from './config';
import type { TReportError } from './http/error-handler';

/** Turns on Sentry when SENTRY_DSN is set; returns the reporter for unexpected errors, or undefined. */
export function initSentry(config: TConfig): TReportError | undefined {
  if (!config.sentryDsn) return undefined;
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.nodeEnv,
    tracesSampleRate: config.sentryTracesSampleRate,
  });
  return (error, request) => {
    Sentry.captureException(error, { extra: { method: request.method, url: request.url } });
  };
}

/** Sends buffered events before exit. */
export async function flushSentry(): Promise<void> {
  await Sentry.close(2000);
}
