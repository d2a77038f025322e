import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation, type TPresenterKey } from '../i18n/i18n';
import { useErrorMessage } from '../i18n/use-error-message';
import { toast } from './toasts';

/**
 * A row deleted (or taken out) after a ConfirmModal: `ask(row)` opens the question, `modal` holds
 * the modal's failure, confirm, close and busy props. Done, the modal closes and `doneKey` is
 * toasted; either way `onSettled` reloads what showed the row.
 */
export function useConfirmedDelete<T extends { id: string }>({
  mutationFn,
  doneKey,
  onSettled,
}: {
  mutationFn: (id: string) => Promise<unknown>;
  doneKey: TPresenterKey;
  onSettled: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn,
    onSuccess: () => {
      setTarget(null);
      toast.success(t(doneKey));
    },
    onSettled,
  });
  const error = useErrorMessage(mutation.error);
  return {
    target,
    ask: setTarget,
    modal: {
      failure: mutation.isError ? error : null,
      onConfirm: () => {
        if (target) mutation.mutate(target.id);
      },
      onClose: () => setTarget(null),
      isBusy: mutation.isPending,
    },
  };
}
