import i18next from 'i18next';
import { DEFAULT_LANG } from '@crowdeck/core';

/** Scores and counts grouped by the phone's language (en: 2350 → "2,350"); the one number format. */
export function formatNumber(value: number, locale: string = i18next.language || DEFAULT_LANG) {
  return new Intl.NumberFormat(locale).format(value);
}
