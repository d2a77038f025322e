import type { TPresentationSummary } from '@crowdeck/core';
import { useEffect, useState } from 'react';
import type { createConnectFlow } from './connect-flow';
import { zoomI18n } from './zoom-messages';

const { useTranslation } = zoomI18n;

type TFlow = ReturnType<typeof createConnectFlow>;

/** The sign-in window: the presenter picks the presentation the Zoom app shares. */
export function ConnectPage({ flow }: { flow: TFlow | null }) {
  const { t } = useTranslation();
  const [decks, setDecks] = useState<TPresentationSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [granting, setGranting] = useState<string | null>(null);

  useEffect(() => {
    if (!flow || flow.needsSignIn()) return;
    flow.decks().then(setDecks, () => setFailed(true));
  }, [flow]);

  if (!flow) {
    return (
      <main className="zoom">
        <h1 className="zoom__title">{t('zoom.connect.heading')}</h1>
        <p>{t('zoom.connect.outside')}</p>
      </main>
    );
  }
  return (
    <main className="zoom" aria-busy={decks === null}>
      <h1 className="zoom__title">{t('zoom.connect.heading')}</h1>
      <p>{t('zoom.connect.lead')}</p>
      {failed ? (
        <p className="notice notice--error" role="alert">
          {t('zoom.connect.failed')}
        </p>
      ) : null}
      {decks === null && !failed ? (
        <div className="page-loader page-loader--inline" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="page-loader__text">{t('zoom.connect.loading')}</span>
        </div>
      ) : null}
      {decks?.length === 0 ? <p className="zoom__muted">{t('zoom.connect.none')}</p> : null}
      {decks && decks.length > 0 ? (
        <ul className="zoom__decks">
          {decks.map((deck) => (
            <li key={deck.id}>
              <button
                type="button"
                className="button zoom__deck"
                disabled={granting !== null}
                onClick={() => {
                  setGranting(deck.id);
                  setFailed(false);
                  flow.grant(deck).then(
                    () => undefined,
                    () => {
                      setGranting(null);
                      setFailed(true);
                    },
                  );
                }}
              >
                <span dir="auto">{deck.title}</span>
                {granting === deck.id ? (
                  <span className="zoom__muted">{t('zoom.connect.granting')}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="zoom__row">
        <button type="button" className="button button--small" onClick={() => flow.cancel()}>
          {t('zoom.connect.cancel')}
        </button>
      </div>
    </main>
  );
}
