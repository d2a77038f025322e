import { PLAN_IDS, type TPlanId } from '@crowdeck/core';
import type { TTranslate } from '@crowdeck/web';
import { formatDate } from '../lib/dates';
import type { TErrorMessage } from './error-message';
import type { TPresenterKey } from './i18n';

const isPlanId = (value: unknown): value is TPlanId =>
  typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);

/**
 * The words of an error message in the app's language: a plan id among its values is shown by the
 * plan's name, an ISO date as a date; text the server worded is kept as it is.
 */
export function wordMessage(t: TTranslate<TPresenterKey>, message: TErrorMessage): string {
  if ('text' in message) return message.text;
  const values: Record<string, string | number> = { ...message.values };
  if (isPlanId(values.plan)) values.plan = t(`plan.name.${values.plan}`);
  if (typeof values.date === 'string') values.date = formatDate(values.date) || values.date;
  return t(message.key, values);
}
