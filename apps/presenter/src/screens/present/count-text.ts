import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format-number';

/** "1,204 answers": the plural picked by the count, the number grouped like everywhere else. */
export function countText(t: TFunction, key: string, count: number): string {
  return t(key, { count, total: formatNumber(count) });
}
