import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/i18n';
import { toast } from '../components/toasts';
import { describeError } from '../i18n/error-message';
import { isRetryableSaveError } from './autosave/retryable';
import { SaveQueue, type TSaveStatus } from './autosave/save-queue';
import { createDeckEditor, type TDeckEditor } from './deck-editor';
import { wordMessage } from '../i18n/word-message';

/**
 * One editing session: the save queue and the editor bound to it, the save status for the
 * indicator, a toast when saving fails, and a warning before leaving with unsaved changes.
 */
export function useEditorSession(): { editor: TDeckEditor; status: TSaveStatus } {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TSaveStatus>('idle');
  const [editor] = useState(() => {
    const words = (error: unknown) => {
      const message = describeError(error);
      return wordMessage(t, message);
    };
    const queue = new SaveQueue({
      isRetryable: isRetryableSaveError,
      onStatusChange: setStatus,
      onError: (error, { willRetry }) => {
        if (willRetry) {
          // One toast for the whole outage, not one per attempt.
          toast.error(t('editor.saveFailedToast', { reason: words(error) }), {
            id: 'autosave-failed',
          });
        } else {
          toast.error(t('editor.saveRefused', { reason: words(error) }));
        }
      },
    });
    return createDeckEditor(queue);
  });

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!editor.queue.hasPending()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      // Leaving the editor inside the app: send what is left instead of waiting for the timers.
      void editor.queue.flush();
    };
  }, [editor]);

  useEffect(() => {
    if (status === 'saved') toast.dismiss('autosave-failed');
  }, [status]);

  return { editor, status };
}
