import type { TRunStatus } from '@crowdeck/core';
import { useTranslation } from '../i18n/i18n';
import { formatDate } from '../lib/dates';
import { Modal } from './modal';
import { BusyButton } from './busy-button';

/**
 * "Continue the last session?": asked where only the presenter sees it (before the big screen
 * opens, or on the control screen), never on the projector.
 */
export function RunChoiceModal(props: {
  run: TRunStatus;
  isBusy: boolean;
  onContinue: () => void;
  onNew: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { run, isBusy } = props;
  return (
    <Modal
      title={t('present.run.title')}
      onClose={props.onClose}
      footer={
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={props.onContinue}
            disabled={isBusy}
          >
            {t('present.run.continue')}
          </button>
          <BusyButton className="button button--primary" onClick={props.onNew} isBusy={isBusy}>
            {t('present.run.new')}
          </BusyButton>
        </>
      }
    >
      <p>
        {t(run.endedAt ? 'present.run.bodyEnded' : 'present.run.body', {
          date: formatDate(run.startedAt),
          participants: t('reports.participants', { count: run.participantCount }),
          responses: t('reports.responses', { count: run.responseCount }),
        })}
      </p>
      <p>{t('present.run.hint')}</p>
    </Modal>
  );
}
