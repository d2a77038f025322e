import { useTranslation } from '../i18n/i18n';
import { Modal } from './modal';
import { BusyButton } from './busy-button';

interface TConfirmModalProps {
  title: string;
  body: string;
  /** Why the last try failed, said after the body. */
  failure?: string | null;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  isBusy?: boolean;
}

/** Asks before something that cannot be undone; Cancel comes first and gets the focus. */
export function ConfirmModal({
  title,
  body,
  failure,
  confirmLabel,
  onConfirm,
  onClose,
  isBusy,
}: TConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={title}
      role="alertdialog"
      onClose={onClose}
      closeLabel={t('decks.cancel')}
      footer={
        <BusyButton className="button button--danger-solid" onClick={onConfirm} isBusy={isBusy}>
          {confirmLabel}
        </BusyButton>
      }
    >
      <p>{failure ? `${body} ${failure}` : body}</p>
    </Modal>
  );
}
