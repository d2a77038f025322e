import { useTranslation } from '../../i18n/i18n';
import {
  canStartQuiz,
  closeQuestion,
  goBack,
  goNext,
  setLobbyVisible,
  setPollVoting,
  startQuiz,
} from '../../live/present-actions';
import { askToEnd } from '../../live/session-end-store';
import { usePresenterStore } from '../../state/presenter-store';
import { ControlCard } from './control-card';
import { ActionButton } from '../../components/action-button';

/** A button for every action the present-mode keys and menu have that changes the big screen. */
export function ControlButtons() {
  const { t } = useTranslation();
  const slide = usePresenterStore((state) => state.slide);
  const isLobby = usePresenterStore((state) => state.isShowLobbyScreen);
  const showQrCode = usePresenterStore((state) => state.showQrCode);
  const following = usePresenterStore((state) => state.presentingSlideId !== null);
  // Until this window has the big screen's state, a button would act on what it assumes is shown.
  const synced = usePresenterStore((state) => state.isScreenSynced);
  const question = usePresenterStore((state) => state.audienceData?.question ?? null);
  const questionHere = question && slide && question.slideId === slide.id ? question : null;
  const isOpen = questionHere?.phase === 'intro' || questionHere?.phase === 'open';
  const canStart = canStartQuiz(slide, question?.slideId ?? null);
  const pollId = slide?.type === 'poll' ? slide.id : null;
  const votingClosed = usePresenterStore((state) =>
    pollId ? state.audienceData?.results[pollId]?.votingClosed === true : false,
  );
  return (
    <ControlCard
      id="control-actions"
      className="control-buttons"
      titleHidden
      label={t('control.actions')}
    >
      <div className="control-buttons__main">
        <ActionButton
          look="secondary"
          className="control-buttons__back"
          onClick={goBack}
          disabled={following || !synced}
        >
          <span className="direction-arrow">←</span> {t('control.action.back')}
        </ActionButton>
        <ActionButton
          look="primary"
          className="control-buttons__next"
          onClick={goNext}
          disabled={following || !synced}
        >
          {t('control.action.next')} <span className="direction-arrow">→</span>
        </ActionButton>
      </div>
      <div className="control-buttons__more">
        {canStart && (
          <ActionButton
            look="primary"
            disabled={!synced}
            onClick={() => {
              setLobbyVisible(false);
              void startQuiz();
            }}
          >
            {t('control.action.startQuiz')}
          </ActionButton>
        )}
        {isOpen && (
          <ActionButton look="primary" onClick={() => void closeQuestion()}>
            {t('control.action.closeQuestion')}
          </ActionButton>
        )}
        {pollId && (
          <ActionButton look="secondary" onClick={() => void setPollVoting(votingClosed)}>
            {votingClosed ? t('present.poll.reopen') : t('present.poll.close')}
          </ActionButton>
        )}
        <ActionButton look="secondary" disabled={!synced} onClick={() => setLobbyVisible(!isLobby)}>
          {isLobby ? t('control.action.lobbyHide') : t('control.action.lobbyShow')}
        </ActionButton>
        <ActionButton
          look="secondary"
          disabled={!synced}
          onClick={() => usePresenterStore.getState().setShowQrCode(!showQrCode)}
        >
          {showQrCode ? t('control.action.qrHide') : t('control.action.qrShow')}
        </ActionButton>
        <ActionButton look="ghost" onClick={() => askToEnd(true)}>
          {t('control.action.end')}
        </ActionButton>
      </div>
    </ControlCard>
  );
}
