import { numberLocale } from '../i18n';

/** Scores and counts grouped by the phone's language (en: 2350 → "2,350"); the one number format. */
export function formatNumber(value: number, locale: string = numberLocale()) {
  return new Intl.NumberFormat(locale).format(value);
}
