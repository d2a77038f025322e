import { useTranslation } from './i18n';
import { describeError } from './error-message';
import { wordMessage } from './word-message';

/** Plain words for a failed call, or null when there is no error. */
export function useErrorMessage(error: unknown): string | null {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  return wordMessage(t, describeError(error));
}
