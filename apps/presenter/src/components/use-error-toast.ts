import { describeError } from '../i18n/error-message';
import { useTranslation } from '../i18n/i18n';
import { wordMessage } from '../i18n/word-message';
import { toast } from './toasts';

/** Shows why a request failed as an error toast, in the app's language. */
export function useErrorToast(): (error: unknown) => void {
  const { t } = useTranslation();
  return (error) => toast.error(wordMessage(t, describeError(error)));
}
