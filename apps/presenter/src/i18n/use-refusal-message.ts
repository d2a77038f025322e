import { useTranslation } from './i18n';
import { describeRefusal } from './error-message';

/** Plain words for a failed billing call, keeping the server's explanation of a refusal. */
export function useRefusalMessage(error: unknown): string | null {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  const message = describeRefusal(error);
  return 'text' in message ? message.text : t(message.key, message.values);
}
