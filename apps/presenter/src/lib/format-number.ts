import { numberLocale } from '../i18n/i18n';

/**
 * Scores and counts grouped the way the app's language writes them (en: 2706 → "2,706", de:
 * "2.706"; Arabic with Western digits, like the phones); the one number format of the presenter.
 */
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
