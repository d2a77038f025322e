import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { DECK_LIMITS } from '@crowdeck/core';
import { FormField } from '../../components/form-field';
import { Modal } from '../../components/modal';
import { BusyButton } from '../../components/busy-button';

interface TRenameModalProps {
  initialTitle: string;
  onSubmit: (title: string) => void;
  onClose: () => void;
  isBusy: boolean;
}

/** Asks for a new title (1 to 150 characters). */
export function RenameModal({ initialTitle, onSubmit, onClose, isBusy }: TRenameModalProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [title, setTitle] = useState(initialTitle);
  const trimmed = title.trim();
  return (
    <Modal
      title={t('decks.renameTitle')}
      onClose={onClose}
      closeLabel={t('decks.cancel')}
      footer={
        <BusyButton
          type="submit"
          form={formId}
          className="button button--primary"
          disabled={!trimmed}
          isBusy={isBusy}
        >
          {t('decks.save')}
        </BusyButton>
      }
    >
      <form
        id={formId}
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) onSubmit(trimmed);
        }}
      >
        <FormField label={t('decks.titleLabel')}>
          {(control) => (
            <input
              dir="auto"
              className="field__input"
              value={title}
              maxLength={DECK_LIMITS.titleMax}
              onChange={(event) => setTitle(event.target.value)}
              required
              {...control}
            />
          )}
        </FormField>
      </form>
    </Modal>
  );
}
