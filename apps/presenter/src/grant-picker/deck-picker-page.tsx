import type { TPresentationSummary } from '@crowdeck/core';
import type { TTranslate } from '@crowdeck/web';
import { useEffect, useState, type ReactNode } from 'react';

/** What the page needs of a sign-in window's flow (see createGrantFlow). */
export interface TDeckPickerFlow {
  needsSignIn(): boolean;
  decks(): Promise<TPresentationSummary[]>;
  grant(deck: Pick<TPresentationSummary, 'id' | 'title'>): Promise<void>;
  cancel(): void;
}

/** The page's words, in the integration's own translations. */
export interface TDeckPickerTexts {
  banner: ReactNode;
  /** Shown when the page was opened outside its host (no flow). */
  outside: string;
  lead: string;
  failed: string;
  loading: string;
  none: string;
  granting: string;
  /** How many slides a deck has; left out where the integration does not show it. */
  slides?: (count: number) => string;
  cancel: string;
}

/** The messages pickerTexts reads, under the integration's prefix (e.g. `zoom.connect.lead`). */
type TPickerKey<TPrefix extends string> =
  `${TPrefix}.${'heading' | 'outside' | 'lead' | 'failed' | 'loading' | 'none' | 'granting' | 'cancel'}`;

/** The page's words from the messages under `prefix`, its heading as the banner; no slide counts. */
export function pickerTexts<TPrefix extends string>(
  t: TTranslate<TPickerKey<TPrefix>>,
  prefix: TPrefix,
): TDeckPickerTexts {
  return {
    banner: t(`${prefix}.heading`),
    outside: t(`${prefix}.outside`),
    lead: t(`${prefix}.lead`),
    failed: t(`${prefix}.failed`),
    loading: t(`${prefix}.loading`),
    none: t(`${prefix}.none`),
    granting: t(`${prefix}.granting`),
    cancel: t(`${prefix}.cancel`),
  };
}

/**
 * An integration's sign-in window: the presenter picks the deck the integration shows. `block` is
 * the integration's CSS block (teams, zoom, addin), `titleClass` its heading's element class.
 */
export function DeckPickerPage({
  flow,
  texts,
  block,
  titleClass = `${block}__title`,
  leadClass = `${block}__muted`,
}: {
  flow: TDeckPickerFlow | null;
  texts: TDeckPickerTexts;
  block: string;
  titleClass?: string;
  leadClass?: string;
}) {
  const [decks, setDecks] = useState<TPresentationSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [granting, setGranting] = useState<string | null>(null);

  useEffect(() => {
    if (!flow || flow.needsSignIn()) return;
    flow.decks().then(setDecks, () => setFailed(true));
  }, [flow]);

  if (!flow) {
    return (
      <main className={block}>
        <h1 className={titleClass}>{texts.banner}</h1>
        <p className={leadClass}>{texts.outside}</p>
      </main>
    );
  }
  const pick = (deck: TPresentationSummary) => {
    setGranting(deck.id);
    setFailed(false);
    flow.grant(deck).then(
      () => undefined,
      () => {
        setGranting(null);
        setFailed(true);
      },
    );
  };
  const detail = (deck: TPresentationSummary) =>
    granting === deck.id ? texts.granting : (texts.slides?.(deck.slideCount) ?? null);
  return (
    <main className={block} aria-busy={decks === null}>
      <h1 className={titleClass}>{texts.banner}</h1>
      <p className={leadClass}>{texts.lead}</p>
      {failed ? (
        <p className="notice notice--error" role="alert">
          {texts.failed}
        </p>
      ) : null}
      {decks === null && !failed ? (
        <div className="page-loader page-loader--inline" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="page-loader__text">{texts.loading}</span>
        </div>
      ) : null}
      {decks?.length === 0 ? <p className={`${block}__muted`}>{texts.none}</p> : null}
      {decks && decks.length > 0 ? (
        <ul className={`${block}__decks stack-list`}>
          {decks.map((deck) => (
            <li key={deck.id}>
              <button
                type="button"
                className={`button ${block}__deck`}
                disabled={granting !== null}
                onClick={() => pick(deck)}
              >
                <span dir="auto">{deck.title}</span>
                {detail(deck) === null ? null : (
                  <span className={`${block}__muted`}>{detail(deck)}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={`${block}__row`}>
        <button type="button" className="button button--small" onClick={() => flow.cancel()}>
          {texts.cancel}
        </button>
      </div>
    </main>
  );
}
