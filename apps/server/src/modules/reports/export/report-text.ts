import { numberLocaleOf, pickLanguage, RTL_LANGUAGES, type TAppLanguage } from '@crowdeck/core';
import { REPORT_MESSAGES_EN, type TReportMessageKey } from './report-messages';
import { REPORT_MESSAGES_TRANSLATED } from './report-messages-translated';

/** The language and time zone a PDF report or slide image is written in. */
export interface TReportLocale {
  language: TAppLanguage;
  /** An IANA zone Intl knows (checked by the query's schema); its name is printed beside times. */
  timeZone: string;
}

export const DEFAULT_REPORT_LOCALE: TReportLocale = { language: 'en', timeZone: 'UTC' };

type TBaseKey<K> = K extends `${infer B}_${'one' | 'other'}` ? B : K;
/** A message key as `t` takes it, without its plural suffix. */
export type TReportKey = TBaseKey<TReportMessageKey>;

/**
 * The texts of a report in `locale`: `t` reads the catalogue as i18next would (the plural form
 * for `count` from Intl.PluralRules, `{{name}}` filled in, numbers in the language's digits),
 * `dateTime` writes a moment in the presenter's zone, `zone` names it.
 */
export function createReportText(locale: TReportLocale = DEFAULT_REPORT_LOCALE) {
  const picked = pickLanguage([locale.language]);
  // pdfkit lays lines out left to right only: a right-to-left report (Arabic) would come out with
  // its sentences and numbers scrambled, so it is written in English; names stay in their script.
  const language = RTL_LANGUAGES.has(picked) ? 'en' : picked;
  const messages: Readonly<Record<string, string>> = {
    ...REPORT_MESSAGES_EN,
    ...REPORT_MESSAGES_TRANSLATED[language],
  };
  const plural = new Intl.PluralRules(language);
  const numbers = new Intl.NumberFormat(numberLocaleOf(language), { maximumFractionDigits: 1 });
  const format = (value: unknown) =>
    typeof value === 'number' ? numbers.format(value) : String(value);
  const t = (key: TReportKey, values: Readonly<Record<string, unknown>> = {}): string => {
    const count = values.count;
    const text =
      (typeof count === 'number'
        ? (messages[`${key}_${plural.select(count)}`] ?? messages[`${key}_other`])
        : undefined) ??
      messages[key] ??
      key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      values[name] === undefined ? whole : format(values[name]),
    );
  };
  const moments = new Intl.DateTimeFormat(numberLocaleOf(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: locale.timeZone,
  });
  const days = new Intl.DateTimeFormat(numberLocaleOf(language), {
    dateStyle: 'medium',
    timeZone: locale.timeZone,
  });
  return {
    language,
    t,
    number: (value: number) => numbers.format(value),
    /** "27 November 2026 at 21:30" in the report's zone. */
    dateTime: (iso: string) => moments.format(new Date(iso)),
    /** "27 Nov 2026" in the report's zone. */
    date: (iso: string) => days.format(new Date(iso)),
    /** The zone as the reader knows it: "Europe/Berlin (GMT+1)", or "UTC". */
    zone(iso: string): string {
      if (locale.timeZone === 'UTC') return 'UTC';
      const offset = new Intl.DateTimeFormat('en', {
        timeZone: locale.timeZone,
        timeZoneName: 'shortOffset',
      })
        .formatToParts(new Date(iso))
        .find((part) => part.type === 'timeZoneName')?.value;
      return offset ? `${locale.timeZone} (${offset})` : locale.timeZone;
    },
  };
}

export type TReportText = ReturnType<typeof createReportText>;

/** How long a run lasted: "1 h 05 min", "12 min" or "40 s". */
export function formatDuration(startedAt: string, endedAt: string): string {
  const seconds = Math.max(0, Math.round((Date.parse(endedAt) - Date.parse(startedAt)) / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
