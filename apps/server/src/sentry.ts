import * as Sentry from '@sentry/node';
import {
  redactReportBreadcrumb,
  redactReportEvent,
  redactReportSpan,
  redactReportUrl,
} from '@crowdeck/core';
import type { TConfig } from './config';
import type { TReportError } from './http/error-handler';

type TStreamedSpan = Parameters<NonNullable<Sentry.NodeOptions['beforeSendSpan']>>[0];

/**
 * Sentry's options besides the DSN: no personal data sent by default, and every event and
 * breadcrumb redacted before it leaves (addresses' query values, tokens, emails, join codes).
 */
export function sentryOptions(config: Pick<TConfig, 'nodeEnv' | 'sentryTracesSampleRate'>) {
  return {
    environment: config.nodeEnv,
    tracesSampleRate: config.sentryTracesSampleRate,
    // Nothing about people, cookies, headers, bodies or query strings is collected at all.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    beforeSend: (event: Sentry.ErrorEvent) => redactReportEvent(event),
    beforeSendSpan: (span: TStreamedSpan) => redactReportSpan(span),
    beforeBreadcrumb: (crumb: Sentry.Breadcrumb): Sentry.Breadcrumb =>
      redactReportBreadcrumb(crumb),
  } satisfies Sentry.NodeOptions;
}

/** Turns on Sentry when SENTRY_DSN is set; returns the reporter for unexpected errors, or undefined. */
export function initSentry(config: TConfig): TReportError | undefined {
  if (!config.sentryDsn) return undefined;
  Sentry.init({ dsn: config.sentryDsn, ...sentryOptions(config) });
  return (error, request) => {
    Sentry.captureException(error, {
      extra: { method: request.method, url: redactReportUrl(request.url) },
    });
  };
}

/** Sends buffered events before exit. */
export async function flushSentry(): Promise<void> {
  await Sentry.close(2000);
}
