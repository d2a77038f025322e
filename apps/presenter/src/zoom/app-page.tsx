import type { TGrantStore } from '../office/grant-store';
import { ParticipantView } from './participant-view';
import { PresenterView } from './presenter-view';
import type { TZoomAppState } from './zoom-app';
import type { TZoomApi } from './zoom-api';
import type { TZoomHost } from './zoom-host';
import { zoomI18n } from './zoom-messages';
import { Connecting, Elsewhere } from './zoom-parts';

const { useTranslation } = zoomI18n;

/** The Zoom app's home page: by where Zoom opened it, and who opened it. */
export function AppPage(props: {
  state: TZoomAppState;
  host: TZoomHost | null;
  api: TZoomApi;
  store: TGrantStore;
}) {
  const { t } = useTranslation();
  const { state, host } = props;
  let body;
  if (state.phase === 'connecting') body = <Connecting />;
  else if (state.phase === 'outside' || state.phase === 'mainClient' || !host) {
    body = (
      <Elsewhere
        text={t(state.phase === 'mainClient' ? 'zoom.mainClient.text' : 'zoom.outside.text')}
        appUrl={state.appUrl}
      />
    );
  } else if (state.phase === 'presenter') {
    body = <PresenterView host={host} api={props.api} store={props.store} appUrl={state.appUrl} />;
  } else body = <ParticipantView host={host} api={props.api} />;
  return <main className="zoom">{body}</main>;
}
