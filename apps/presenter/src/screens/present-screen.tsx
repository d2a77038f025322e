import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useFontStylesheets } from '../editor/use-font-stylesheets';
import { usePresentSession } from '../live/use-present-session';
import { usePresenterStore } from '../state/presenter-store';
import { LiveDeckGate } from './present/live-deck-gate';
import { PresentView } from './present/present-view';

/** Present mode (/present/:id): the lobby, then the slides live with the audience. */
export function PresentScreen() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = usePresentSession(id, params.get('from') === 'start');
  useEffect(() => {
    if (query.data && params.has('from')) setParams({}, { replace: true });
  }, [query.data, params, setParams]);
  const deck = usePresenterStore((state) => state.presentation);
  useFontStylesheets([deck?.fontFamily]);

  return (
    <LiveDeckGate id={id} isError={query.isError}>
      {(loaded) => <PresentView deck={loaded} />}
    </LiveDeckGate>
  );
}
