import type { FastifyRequest } from 'fastify';
import { getAuth } from '../../http/authenticate';
import { mailLanguage } from '../../lib/mail-language';
import type { TReportLocale } from './export/report-text';

/**
 * The language and time zone a PDF or slide image is written in for this request: the account's
 * language (else the browser's, Accept-Language), and the zone the app sent as `tz` (validated by
 * the query's schema against Intl), UTC without one — the zone is printed beside the times.
 */
export function reportLocaleOf(request: FastifyRequest, tz: string | undefined): TReportLocale {
  return {
    language: mailLanguage(getAuth(request).user.language, request.headers['accept-language']),
    timeZone: tz ?? 'UTC',
  };
}
