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
        <button
          type="button"
          className="button button--secondary control-buttons__back"
          onClick={goBack}
          disabled={following || !synced}
        >
          <span className="direction-arrow">←</span> {t('control.action.back')}
        </button>
        <button
          type="button"
          className="button button--primary control-buttons__next"
          onClick={goNext}
          disabled={following || !synced}
        >
          {t('control.action.next')} <span className="direction-arrow">→</span>
        </button>
      </div>
      <div className="control-buttons__more">
        {canStart && (
          <button
            type="button"
            className="button button--primary"
            disabled={!synced}
            onClick={() => {
              setLobbyVisible(false);
              void startQuiz();
            }}
          >
            {t('control.action.startQuiz')}
          </button>
        )}
        {isOpen && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void closeQuestion()}
          >
            {t('control.action.closeQuestion')}
          </button>
        )}
        {pollId && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void setPollVoting(votingClosed)}
          >
            {votingClosed ? t('present.poll.reopen') : t('present.poll.close')}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          disabled={!synced}
          onClick={() => setLobbyVisible(!isLobby)}
        >
          {isLobby ? t('control.action.lobbyHide') : t('control.action.lobbyShow')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!synced}
          onClick={() => usePresenterStore.getState().setShowQrCode(!showQrCode)}
        >
          {showQrCode ? t('control.action.qrHide') : t('control.action.qrShow')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => askToEnd(true)}>
          {t('control.action.end')}
        </button>
      </div>
    </ControlCard>
  );
}
