import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { TRemotePairResponse } from '@crowdeck/core';
import { ApiError } from '../../api/api-error';
import { setRemoteEndedHandler } from '../../api/client';
import { setRemoteToken } from '../../auth/token';
import { PageLoader } from '../../components/page-loader';
import { useErrorMessage } from '../../i18n/use-error-message';
import { useTranslation } from '../../i18n/i18n';
import { deleteRemotePair, postRemotePair } from '../../live/control-api';
import { getLiveRun } from '../../live/live-api';
import { usePresentSession } from '../../live/use-present-session';
import { usePresenterStore } from '../../state/presenter-store';
import { ControlView } from './control-view';
import { useEdgeToEdge } from './use-edge-to-edge';

type TPairState =
  | { kind: 'pairing' }
  | { kind: 'paired'; presentationId: string }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ended' };

/** The remote session a code was traded for, kept for reloads of this tab only. */
const storageKey = (code: string) => `crowdeck:remote:${code}`;

function readSaved(code: string): TRemotePairResponse | null {
  try {
    const saved = JSON.parse(
      sessionStorage.getItem(storageKey(code)) ?? 'null',
    ) as TRemotePairResponse | null;
    return saved && Date.parse(saved.expiresAt) > Date.now() ? saved : null;
  } catch {
    return null;
  }
}

function save(code: string, paired: TRemotePairResponse): void {
  try {
    sessionStorage.setItem(storageKey(code), JSON.stringify(paired));
  } catch {
    // Storage off: a reload needs a new code, nothing worse.
  }
}

function forget(code: string): void {
  try {
    sessionStorage.removeItem(storageKey(code));
  } catch {
    // Nothing kept.
  }
}

/** One trade per code and page, even when React runs the effect twice. */
const trades = new Map<string, Promise<TRemotePairResponse>>();
function trade(code: string): Promise<TRemotePairResponse> {
  const saved = readSaved(code);
  if (saved) return Promise.resolve(saved);
  let pending = trades.get(code);
  if (!pending) {
    pending = postRemotePair(code).then((paired) => {
      save(code, paired);
      return paired;
    });
    trades.set(code, pending);
  }
  return pending;
}

/**
 * A phone paired as the remote (/remote/:token): the one-time code from the control screen's QR
 * code is traded for a session of that presentation only; nothing is typed on the phone.
 */
export function RemoteScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [state, setState] = useState<TPairState>({ kind: 'pairing' });

  useEffect(() => {
    let live = true;
    setRemoteEndedHandler(() => {
      forget(token);
      if (live) setState({ kind: 'ended' });
    });
    trade(token).then(
      (paired) => {
        setRemoteToken(paired.token);
        if (live) setState({ kind: 'paired', presentationId: paired.presentationId });
      },
      (error: unknown) => live && setState({ kind: 'failed', error }),
    );
    return () => {
      live = false;
      setRemoteEndedHandler(null);
      setRemoteToken(null);
    };
  }, [token]);
  useEdgeToEdge();

  return (
    <main id="main" className="remote">
      <h1 className="visually-hidden">{t('remote.title')}</h1>
      {state.kind === 'pairing' && (
        <p className="remote__message" role="status">
          {t('remote.pairing')}
        </p>
      )}
      {state.kind === 'failed' && <PairFailed error={state.error} />}
      {state.kind === 'ended' && (
        <section className="card remote__card" role="alert">
          <h2 className="control-card__title">{t('remote.ended')}</h2>
          <p>{t('remote.endedBody')}</p>
        </section>
      )}
      {state.kind === 'paired' && (
        <RemoteSession
          presentationId={state.presentationId}
          onUnpaired={() => {
            forget(token);
            setState({ kind: 'ended' });
          }}
        />
      )}
    </main>
  );
}

function PairFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const generic = useErrorMessage(error);
  // A code that is no good (used, expired, revoked, mistyped) says what to do about it.
  const refused = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const message = refused ? t('remote.codeRefused') : generic;
  return (
    <section className="card remote__card" role="alert">
      <h2 className="control-card__title">{t('remote.failedTitle')}</h2>
      <p>{message}</p>
    </section>
  );
}

/** The paired phone: the deck live, with the control screen's buttons, notes and Q&A. */
function RemoteSession({
  presentationId,
  onUnpaired,
}: {
  presentationId: string;
  onUnpaired(): void;
}) {
  const { t } = useTranslation();
  const query = usePresentSession(presentationId);
  const deck = usePresenterStore((state) => state.presentation);
  const status = usePresenterStore((state) => state.socketConnectStatus);
  // Cut off (revoked, signed out): the next request says so, and the phone shows it.
  useEffect(() => {
    if (status === 'disconnected') void getLiveRun(presentationId).catch(() => undefined);
  }, [status, presentationId]);
  if (query.isError) {
    return (
      <p className="remote__message" role="alert">
        {t('remote.deckError')}
      </p>
    );
  }
  if (!deck || deck.id !== presentationId) return <PageLoader />;
  return (
    <>
      <ControlView deck={deck} variant="remote" />
      <UnpairButton presentationId={presentationId} onUnpaired={onUnpaired} />
    </>
  );
}

/** Lets the phone go: its remote session ends here and on the server (the desk sees "Revoked"). */
function UnpairButton({
  presentationId,
  onUnpaired,
}: {
  presentationId: string;
  onUnpaired(): void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const unpair = () => {
    setState('busy');
    deleteRemotePair(presentationId).then(onUnpaired, () => setState('failed'));
  };
  return (
    <div className="remote__unpair">
      <button
        type="button"
        className="button button--ghost"
        onClick={unpair}
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
      >
        {t('remote.unpair')}
      </button>
      {state === 'failed' && (
        <p className="notice notice--error" role="alert">
          {t('remote.unpairError')}
        </p>
      )}
    </div>
  );
}
