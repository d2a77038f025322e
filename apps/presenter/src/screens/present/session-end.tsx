import type { TPresentation } from '@crowdeck/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PlaceRow, type TPlaceRowClasses } from '@crowdeck/web';
import { ConfirmModal } from '../../components/confirm-modal';
import { RunChoiceModal } from '../../components/run-choice-modal';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format-number';
import { checkEarlierRun, continueRun, endSession, startNewRun } from '../../live/session-end';
import { askToEnd, useSessionEndStore } from '../../live/session-end-store';
import { BusyButton } from '../../components/busy-button';

/** The podium's places: each one's rank, name and points. */
const PODIUM_CLASSES: TPlaceRowClasses = {
  place: 'session-end__rank',
  name: 'session-end__name',
  score: 'session-end__score',
};

/** Runs an action once at a time, reporting whether it is under way. */
function useBusy() {
  const [isBusy, setIsBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setIsBusy(true);
    try {
      await action();
    } finally {
      setIsBusy(false);
    }
  };
  return { isBusy, run };
}

/** "End the session?", asked from the menu or by Next on the last slide. */
export function EndConfirm() {
  const { t } = useTranslation();
  const isAsked = useSessionEndStore((state) => state.isEndAsked);
  const { isBusy, run } = useBusy();
  if (!isAsked) return null;
  return (
    <ConfirmModal
      title={t('present.end.title')}
      body={t('present.end.body')}
      confirmLabel={t('present.end.confirm')}
      onConfirm={() => void run(endSession)}
      onClose={() => askToEnd(false)}
      isBusy={isBusy}
    />
  );
}

/** The big screen once the session ended: thanks, and the podium of a quiz. */
export function EndScreen({ deck }: { deck: TPresentation }) {
  const { t } = useTranslation();
  const ended = useSessionEndStore((state) => state.ended);
  const { isBusy, run } = useBusy();
  if (!ended) return null;
  return (
    <section className="session-end" aria-labelledby="session-end-title">
      <h1 id="session-end-title" className="session-end__title">
        {t('present.end.endedTitle')}
      </h1>
      <p className="session-end__lead">
        {t('present.end.endedLead', { count: ended.participantCount })}
      </p>
      {ended.podium.length > 0 && (
        <ol className="session-end__podium" aria-label={t('present.end.podium')}>
          {ended.podium.map((entry) => (
            <PlaceRow
              key={entry.rank}
              className={`session-end__place session-end__place--${entry.rank}`}
              classes={PODIUM_CLASSES}
              place={t('present.end.rank', { rank: entry.rank })}
              name={entry.name}
              score={t('present.end.points', { points: formatNumber(entry.score) })}
            />
          ))}
        </ol>
      )}
      <div className="session-end__actions">
        <Link to={`/presentation/${deck.id}`} className="button button--secondary">
          {t('present.menu.exit')}
        </Link>
        <BusyButton
          className="button button--primary"
          onClick={() => void run(continueRun)}
          isBusy={isBusy}
        >
          {t('present.end.continue')}
        </BusyButton>
      </div>
    </section>
  );
}

/**
 * The control screen's "Continue the last session?" (on the presenter's own screen or phone, never
 * on the projector): asked once on opening when the last session has ended.
 */
export function RunChoice({ deck }: { deck: TPresentation }) {
  const earlier = useSessionEndStore((state) => state.earlierRun);
  const { isBusy, run } = useBusy();
  useEffect(() => {
    void checkEarlierRun(deck.id);
  }, [deck.id]);
  if (!earlier) return null;
  return (
    <RunChoiceModal
      run={earlier}
      isBusy={isBusy}
      onContinue={() => void run(continueRun)}
      onNew={() => void run(startNewRun)}
      onClose={() => void run(continueRun)}
    />
  );
}
