import { useEffect, useState } from 'react';
import { readMeetingJoin, type TJoinRead } from './zoom-app';
import type { TZoomApi } from './zoom-api';
import type { TZoomHost } from './zoom-host';
import { zoomI18n } from './zoom-messages';
import { Connecting } from './zoom-parts';

const { useTranslation } = zoomI18n;

/** Anyone in the meeting: the linked presentation's join (one click, no code to type). */
export function ParticipantView({ host, api }: { host: TZoomHost; api: TZoomApi }) {
  const { t } = useTranslation();
  const [read, setRead] = useState<TJoinRead | null>(null);
  // Each "Check again" reads anew (the host may have shared since).
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void readMeetingJoin({ host, api }).then((next) => live && setRead(next));
    return () => {
      live = false;
    };
  }, [host, api, attempt]);
  const check = () => {
    setRead(null);
    setAttempt((n) => n + 1);
  };

  if (!read) return <Connecting />;
  if (read.kind !== 'ok') {
    return (
      <div className="zoom__elsewhere">
        <h1 className="zoom__title">{t('zoom.title')}</h1>
        <p role="status">
          {t(read.kind === 'notLinked' ? 'zoom.participant.waiting' : 'zoom.participant.failed')}
        </p>
        <div className="zoom__row">
          <button type="button" className="button" onClick={check}>
            {t('zoom.participant.retry')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <>
      <h1 className="zoom__title" dir="auto">
        {read.title}
      </h1>
      <div className="zoom__row">
        {/* The audience app in this panel: the participant answers without leaving Zoom. */}
        <a className="button button--primary" href={read.joinUrl}>
          {t('zoom.participant.join')}
        </a>
        <span className="zoom__muted">{t('zoom.participant.code', { code: read.code })}</span>
      </div>
      <iframe className="zoom__frame" src={read.embedUrl} title={t('zoom.frameTitle')} />
    </>
  );
}
