import { ZOOM_APP_PATHS, ZZoomConnectMessageSchema } from '@crowdeck/core';
import { useEffect, useState } from 'react';
import type { THeldGrant, TGrantStore } from '../office/grant-store';
import { shareToMeeting, type TShareOutcome } from './zoom-app';
import type { TZoomApi } from './zoom-api';
import type { TZoomHost } from './zoom-host';
import { zoomI18n } from './zoom-messages';
import { ActionButton } from '../components/action-button';

const { useTranslation } = zoomI18n;

type TStatus = TShareOutcome | 'idle' | 'sharing' | 'signingIn' | 'popupBlocked';

const NOTICES: Partial<Record<TStatus, Parameters<ReturnType<typeof useTranslation>['t']>[0]>> = {
  shared: 'zoom.presenter.shared',
  linkFailed: 'zoom.presenter.linkFailed',
  inviteFailed: 'zoom.presenter.inviteFailed',
  signedOut: 'zoom.presenter.signedOut',
  signingIn: 'zoom.presenter.signingIn',
  popupBlocked: 'zoom.presenter.popupBlocked',
};

/**
 * The host's panel: sign in through a window on the Crowdeck origin (it hands back a grant for
 * one presentation), then share that presentation to the meeting, with its live view here.
 */
export function PresenterView(props: {
  host: TZoomHost;
  api: TZoomApi;
  store: TGrantStore;
  appUrl: string;
}) {
  const { t } = useTranslation();
  const { host, api, store } = props;
  const [grant, setGrant] = useState<THeldGrant | null>(() => store.get());
  const [status, setStatus] = useState<TStatus>('idle');
  const [embedUrl, setEmbedUrl] = useState<string | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const message = ZZoomConnectMessageSchema.safeParse(event.data);
      if (!message.success) return;
      if (message.data.type === 'crowdeck-zoom-granted') {
        const { token, presentationId, presentationTitle } = message.data;
        store.put({ token, presentationId, presentationTitle });
        setGrant({ token, presentationId, presentationTitle });
      }
      setStatus('idle');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [store]);

  useEffect(() => {
    if (!grant) return;
    let live = true;
    api.embed(grant.token).then(
      (url) => live && setEmbedUrl(`${url}?view=join`),
      () => live && setEmbedUrl(null),
    );
    return () => {
      live = false;
    };
  }, [api, grant]);

  const signIn = () => {
    const opened = window.open(
      ZOOM_APP_PATHS.connect,
      'crowdeck-zoom-connect',
      'popup,width=480,height=640',
    );
    setStatus(opened ? 'signingIn' : 'popupBlocked');
  };
  const notice = NOTICES[status];

  return (
    <>
      <h1 className="zoom__title">{t('zoom.title')}</h1>
      {grant ? (
        <p dir="auto">{t('zoom.presenter.presentation', { title: grant.presentationTitle })}</p>
      ) : (
        <p>{t('zoom.presenter.lead')}</p>
      )}
      <div className="zoom__row">
        {grant ? (
          <ActionButton
            look="primary"
            disabled={status === 'sharing'}
            onClick={() => {
              setStatus('sharing');
              void shareToMeeting({ host, api, store, grant }).then((outcome) => {
                if (outcome === 'signedOut') setGrant(null);
                setStatus(outcome);
              });
            }}
          >
            {t(status === 'sharing' ? 'zoom.presenter.sharing' : 'zoom.presenter.share')}
          </ActionButton>
        ) : null}
        <button
          type="button"
          className={grant ? 'button' : 'button button--primary'}
          onClick={signIn}
        >
          {t(grant ? 'zoom.presenter.change' : 'zoom.presenter.signIn')}
        </button>
        <a className="button" href={props.appUrl} target="_blank" rel="noopener">
          {t('zoom.presenter.present')}
        </a>
        {grant ? (
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              void api.signOut(grant.token).catch(() => undefined);
              store.remove(grant.presentationId);
              setGrant(null);
              setStatus('idle');
            }}
          >
            {t('zoom.presenter.signOut')}
          </button>
        ) : null}
      </div>
      {notice ? (
        <p
          className={
            ['linkFailed', 'inviteFailed', 'popupBlocked'].includes(status)
              ? 'notice notice--error'
              : 'zoom__muted'
          }
          role="status"
        >
          {t(notice)}
        </p>
      ) : null}
      {grant && embedUrl ? (
        <iframe className="zoom__frame" src={embedUrl} title={t('zoom.frameTitle')} />
      ) : null}
    </>
  );
}
