import { useTranslation } from './i18n';
import { describeRefusal } from './error-message';
import { wordMessage } from './word-message';

/** Plain words for a failed billing call, explaining a refusal the way the server named it. */
export function useRefusalMessage(error: unknown): string | null {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  return wordMessage(t, describeRefusal(error));
}
