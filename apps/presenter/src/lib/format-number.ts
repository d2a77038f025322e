import { i18n } from '../i18n/i18n';
import { DEFAULT_LANG } from '@crowdeck/core';

/**
 * Scores and counts on the big screen grouped by the app's language (en: 2706 → "2,706"), the
 * same way phones show them; the one number format of the presenter app.
 */
export function formatNumber(value: number, locale: string = i18n.language() || DEFAULT_LANG) {
  return new Intl.NumberFormat(locale).format(value);
}
