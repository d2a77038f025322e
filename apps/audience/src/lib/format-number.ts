import i18next from 'i18next';
import { DEFAULT_LANG } from '@crowdeck/core';

/** Scores and counts grouped by the phone's language (en: 2350 → "2,350"); the one number format. */
export function formatNumber(value: number, locale: string = i18next.language || DEFAULT_LANG) {
  return new Intl.NumberFormat(locale).format(value);
}

/** Share of votes as a whole percentage; 0 when nobody voted yet. */
export function toPercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}
