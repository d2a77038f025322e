import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether a given secret is the configured one (constant time); nothing is when none is set. */
function isConfiguredToken(given: string | null, configured: string | null): boolean {
  if (!configured) return false;
  return timingSafeEqual(digest(given ?? ''), digest(configured));
}

/**
 * The operator manages every organisation and plan: the admin CLI is the operator already (it
 * runs on the machine); over HTTP only a request carrying OPERATOR_TOKEN is, and with no token
 * configured nobody is.
 */
export const isOperator = (givenToken: string | null, operatorToken: string | null): boolean =>
  isConfiguredToken(givenToken, operatorToken);

/** A metrics scraper on the public port reads the metrics only with METRICS_TOKEN. */
export const mayScrapeMetrics = (givenToken: string | null, metricsToken: string | null): boolean =>
  isConfiguredToken(givenToken, metricsToken);

/** The token of an `Authorization: Bearer <token>` header (any case, any spacing), or null. */
export const bearerTokenOf = (authorization: string | undefined): string | null =>
  /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null;
