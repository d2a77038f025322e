import { numberLocale } from '../i18n';

/** Scores and counts grouped by the phone's language (en: 2350 → "2,350"); the one number format. */
export function formatNumber(value: number, locale: string = numberLocale()) {
  return new Intl.NumberFormat(locale).format(value);
}

/**
 * A number someone typed (a numeric answer, its range, the correct value): grouped only from five
 * digits on, so a year reads "1969", not "1,969", while 12345 is still "12,345" (de: "12.345").
 */
export function formatValue(value: number, locale: string = numberLocale()) {
  return new Intl.NumberFormat(locale, { useGrouping: 'min2' }).format(value);
}
