import { isApiError } from '../api/api-error';
import { en } from './en';
import { describeError, type TErrorMessage } from './error-message';
import type { TPresenterKey } from './i18n';
import { useTranslation } from './i18n';
import { wordMessage } from './word-message';

const isKey = (key: string): key is TPresenterKey => Object.hasOwn(en, key);

/** The validation code of the first field problem of a failed call, or null. */
export function refusalCode(error: unknown): string | null {
  if (!isApiError(error) || !error.fields) return null;
  return Object.values(error.fields)[0]?.code ?? null;
}

/**
 * Plain words for a refusal that names a field's validation code (`organisation.lastOwner`,
 * `invitation.otherEmail`…): the catalogue's `validation.<code>`, else the usual words for the
 * status and code. DOM-free so it can be unit tested.
 */
export function describeFieldRefusal(error: unknown): TErrorMessage {
  const code = refusalCode(error);
  const key = code === null ? '' : `validation.${code}`;
  return isKey(key) ? { key } : describeError(error);
}

/** Plain words for a failed call that may name a field's refusal, or null without an error. */
export function useFieldRefusalMessage(error: unknown): string | null {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  return wordMessage(t, describeFieldRefusal(error));
}
