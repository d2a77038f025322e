import type { TPresentationSummary } from '@crowdeck/core';
import { useEffect, useState } from 'react';
import type { TAuthFlow } from './auth-flow';
import { teamsI18n } from './teams-messages';

const { useTranslation } = teamsI18n;

/** The sign-in window: the presenter picks the presentation the side panel controls. */
export function AuthPage({ flow }: { flow: TAuthFlow | null }) {
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
      <main className="teams">
        <h1 className="teams__title">{t('teams.auth.heading')}</h1>
        <p>{t('teams.auth.outside')}</p>
      </main>
    );
  }
  return (
    <main className="teams" aria-busy={decks === null}>
      <h1 className="teams__title">{t('teams.auth.heading')}</h1>
      <p className="teams__muted">{t('teams.auth.lead')}</p>
      {failed ? (
        <p className="notice notice--error" role="alert">
          {t('teams.auth.failed')}
        </p>
      ) : null}
      {decks === null && !failed ? (
        <div className="page-loader page-loader--inline" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="page-loader__text">{t('teams.auth.loading')}</span>
        </div>
      ) : null}
      {decks?.length === 0 ? <p className="teams__muted">{t('teams.auth.none')}</p> : null}
      {decks && decks.length > 0 ? (
        <ul className="teams__decks">
          {decks.map((deck) => (
            <li key={deck.id}>
              <button
                type="button"
                className="button teams__deck"
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
                <span className="teams__muted">
                  {granting === deck.id
                    ? t('teams.auth.granting')
                    : t('teams.auth.slides', { count: deck.slideCount })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="teams__row">
        <button type="button" className="button button--small" onClick={() => flow.cancel()}>
          {t('teams.auth.cancel')}
        </button>
      </div>
    </main>
  );
}
