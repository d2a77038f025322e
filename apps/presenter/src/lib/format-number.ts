import { numberLocale } from '../i18n/i18n';

/**
 * Scores and counts grouped the way the app's language writes them (en: 2706 → "2,706", de:
 * "2.706"; Arabic with Western digits, like the phones); the one number format of the presenter.
 */
export function formatNumber(value: number, locale: string = numberLocale()) {
  return new Intl.NumberFormat(locale).format(value);
}
