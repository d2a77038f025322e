import { redactReportBreadcrumb, redactReportEvent, redactReportSpan } from '@crowdeck/core';
import { runtimeConfig } from '../config/runtime-config';

/**
 * Starts error reporting when the server configured a Sentry DSN; otherwise does nothing and the
 * Sentry SDK is never downloaded. Every event, breadcrumb and span is redacted before it leaves.
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
    // Reset, invitation and sign-on addresses carry tokens; join codes and emails stay here too.
    beforeSend: (event) => redactReportEvent(event),
    beforeBreadcrumb: (crumb) => redactReportBreadcrumb(crumb),
    beforeSendSpan: (span) => redactReportSpan(span),
  });
}
