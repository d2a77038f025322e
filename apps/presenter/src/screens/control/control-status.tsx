import { useQuery } from '@tanstack/react-query';
import type { TPresentation } from '@crowdeck/core';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format-number';
import { getRemainingSeconds } from '../../live/countdown';
import { getLiveRun } from '../../live/live-api';
import { usePresenterStore } from '../../state/presenter-store';
import { formatDuration, useTicker } from './use-ticker';

const RUN_REFRESH_MS = 10_000;

/** Connection, phones connected, the session's running time and the question's countdown. */
export function ControlStatus({ deck }: { deck: TPresentation }) {
  const { t } = useTranslation();
  const now = useTicker();
  const status = usePresenterStore((state) => state.socketConnectStatus);
  const synced = usePresenterStore((state) => state.isScreenSynced);
  const players = usePresenterStore((state) => state.playerCount);
  const slideId = usePresenterStore((state) => state.slide?.id ?? null);
  const live = usePresenterStore((state) => state.audienceData);
  const run = useQuery({
    queryKey: ['control-run', deck.id],
    queryFn: () => getLiveRun(deck.id),
    refetchInterval: RUN_REFRESH_MS,
  });
  const question = live?.question?.slideId === slideId ? live.question : null;
  const started = run.data ? Date.parse(run.data.startedAt) : null;
  const endedAt = run.data?.endedAt ? Date.parse(run.data.endedAt) : null;
  const elapsed = started === null ? null : (endedAt ?? now) - started;
  const statusText =
    status === 'connected'
      ? synced
        ? t('control.connected')
        : t('control.syncing')
      : status === 'outdated'
        ? t('control.outdated')
        : t('control.disconnected');
  return (
    <dl className="control-status">
      <div className={`control-status__item control-status__item--${status}`}>
        <dt className="visually-hidden">{t('control.connection')}</dt>
        <dd>
          <span role="status">{statusText}</span>
        </dd>
      </div>
      <div className="control-status__item">
        <dt className="visually-hidden">{t('control.playersLabel')}</dt>
        <dd>{t('control.players', { count: players, shown: formatNumber(players) })}</dd>
      </div>
      <div className="control-status__item">
        <dt>{t('control.elapsed')}</dt>
        <dd className="control-status__clock">
          {elapsed === null ? t('control.elapsedNone') : formatDuration(elapsed)}
        </dd>
      </div>
      {question && (
        <div className="control-status__item control-status__item--countdown">
          <dt>{t('control.countdown')}</dt>
          <dd className="control-status__clock">
            {question.phase === 'intro'
              ? t('control.countdownIntro')
              : question.phase === 'open'
                ? `${getRemainingSeconds(question.closesAt, now, live?.clockOffset ?? 0)} s`
                : t('control.countdownClosed')}
          </dd>
        </div>
      )}
    </dl>
  );
}
