import type { TPresentationSummary } from '@crowdeck/core';
import { useEffect, useState } from 'react';
import type { createDialogFlow } from './dialog-flow';
import { officeI18n } from './office-messages';

const { useTranslation } = officeI18n;

type TFlow = ReturnType<typeof createDialogFlow>;

/** The sign-in window: the presenter picks the deck the PowerPoint slide shows. */
export function DialogPage({
  flow,
  client = 'powerpoint',
}: {
  flow: TFlow | null;
  client?: 'powerpoint' | 'outlook';
}) {
  const forOutlook = client === 'outlook';
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
      <main className="addin">
        <h1 className="addin__brand">
          {t(forOutlook ? 'dialog.outlook.heading' : 'dialog.heading')}
        </h1>
        <p className="addin__lead">{t('dialog.outside')}</p>
      </main>
    );
  }
  return (
    <main className="addin" aria-busy={decks === null}>
      <h1 className="addin__brand">
        <img src="/integrations/office/icon-64.png" alt="" />
        {t(forOutlook ? 'dialog.outlook.heading' : 'dialog.heading')}
      </h1>
      <p className="addin__lead">{t(forOutlook ? 'dialog.outlook.lead' : 'dialog.lead')}</p>
      {failed ? (
        <p className="notice notice--error" role="alert">
          {t('dialog.failed')}
        </p>
      ) : null}
      {decks === null && !failed ? (
        <div className="page-loader page-loader--inline" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="page-loader__text">{t('dialog.loading')}</span>
        </div>
      ) : null}
      {decks?.length === 0 ? <p className="addin__muted">{t('dialog.none')}</p> : null}
      {decks && decks.length > 0 ? (
        <ul className="addin__decks">
          {decks.map((deck) => (
            <li key={deck.id}>
              <button
                type="button"
                className="button addin__deck"
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
                <span className="addin__muted">
                  {granting === deck.id
                    ? t('dialog.granting')
                    : t('dialog.slides', { count: deck.slideCount })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="addin__row">
        <button type="button" className="button button--small" onClick={() => flow.cancel()}>
          {t('dialog.cancel')}
        </button>
      </div>
    </main>
  );
}
