import type { TTranslate } from '@crowdeck/web';
import type { TPresenterKey } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format-number';

/** "1,204 answers": the plural picked by the count, the number grouped like everywhere else. */
export function countText(t: TTranslate<TPresenterKey>, key: TPresenterKey, count: number): string {
  return t(key, { count, total: formatNumber(count) });
}
