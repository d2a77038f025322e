import type { TPresentation } from '@crowdeck/core';
import { useTranslation } from '../../i18n/i18n';
import { continueRun, startNewRun } from '../../live/session-end';
import { useSessionEndStore } from '../../live/session-end-store';
import { EndConfirm, RunChoice } from '../present/session-end';
import { RoomQa } from '../room/room-qa';
import { ControlButtons } from './control-buttons';
import { ControlNotes, ControlNow } from './control-slides';
import { ControlStatus } from './control-status';
import { RemotePairing } from './remote-pairing';
import { ActionButton } from '../../components/action-button';

/**
 * The control screen's content, on the presenter's own screen (`desk`) or a paired phone
 * (`remote`, one column, the buttons within the thumb's reach at the bottom).
 */
export function ControlView({
  deck,
  variant,
}: {
  deck: TPresentation;
  variant: 'desk' | 'remote';
}) {
  const { t } = useTranslation();
  const ended = useSessionEndStore((state) => state.ended);
  return (
    <div className={`control control--${variant}`}>
      <ControlStatus deck={deck} />
      {ended && (
        <div className="control-ended" role="status">
          <p>{t('control.ended')}</p>
          <ActionButton look="secondary" onClick={() => void continueRun()}>
            {t('control.continue')}
          </ActionButton>
          <ActionButton look="primary" onClick={() => void startNewRun()}>
            {t('present.run.new')}
          </ActionButton>
        </div>
      )}
      <div className="control__columns">
        <div className="control__column">
          <ControlButtons />
          <ControlNow deck={deck} />
          <ControlNotes scrolls={variant === 'remote'} />
        </div>
        <div className="control__column">
          <RoomQa presentationId={deck.id} withSettings={variant === 'desk'} />
          {variant === 'desk' && <RemotePairing presentationId={deck.id} />}
        </div>
      </div>
      <EndConfirm />
      <RunChoice deck={deck} />
    </div>
  );
}
