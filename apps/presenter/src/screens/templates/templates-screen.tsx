import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  canManageOrganisation,
  pickLanguage,
  type TTemplateCard,
  type TTemplateId,
  type TUseTemplateRequest,
} from '@crowdeck/core';
import {
  fetchTemplateGallery,
  publishTemplate,
  startFromTemplate,
  TEMPLATES_QUERY_KEY,
} from '../../api/templates';
import { useOrganisation } from '../../api/use-organisation';
import { useAppNavigate } from '../../app/navigate';
import { AppShell } from '../../components/app-shell';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { toast } from '../../components/toasts';
import { useTranslation } from '../../i18n/i18n';
import { useErrorMessage } from '../../i18n/use-error-message';
import { PRESENTATIONS_KEY, usePresentationList } from '../home/use-presentations';
import { BusyButton } from '../../components/busy-button';
import { useErrorToast } from '../../components/use-error-toast';
import { RetryButton } from '../../components/load-status';

/**
 * "Start from a template": the built-in decks in the user's language and the organisation's own;
 * choosing one makes a deck of the user's and opens it in the editor. Owners and admins publish
 * one of their decks for the members here, and take one back.
 */
export function TemplatesScreen() {
  const { t, language } = useTranslation();
  const showError = useErrorToast();
  const lang = pickLanguage([language]);
  const go = useAppNavigate();
  const queryClient = useQueryClient();
  const organisation = useOrganisation();
  const mayPublish = organisation.data ? canManageOrganisation(organisation.data.role) : false;
  const gallery = useQuery({
    queryKey: [...TEMPLATES_QUERY_KEY, lang],
    queryFn: () => fetchTemplateGallery(lang),
  });
  const loadError = useErrorMessage(gallery.error);
  const [chosen, setChosen] = useState<string | null>(null);
  const use = useMutation({
    mutationFn: (request: TUseTemplateRequest) => startFromTemplate(request),
    onSuccess: (deck) => {
      void queryClient.invalidateQueries({ queryKey: PRESENTATIONS_KEY });
      go('presentation', { id: deck.id });
    },
    onError: (error) => {
      setChosen(null);
      showError(error);
    },
  });

  const choose = (card: TTemplateCard) => {
    setChosen(`${card.source}:${card.id}`);
    use.mutate(
      card.source === 'builtIn'
        ? { source: 'builtIn', id: card.id as TTemplateId, lang }
        : { source: 'organisation', id: card.id },
    );
  };

  const organisationCards = gallery.data?.organisation ?? [];
  return (
    <AppShell>
      <h1 className="page__title">{t('templates.title')}</h1>
      <p className="section-card__text">{t('templates.intro')}</p>
      {gallery.isPending && <PageLoader inline />}
      {gallery.isError && (
        <div className="templates-error">
          <FormAlert message={t('templates.loadFailed', { reason: loadError })} />
          <RetryButton query={gallery}>{t('templates.retry')}</RetryButton>
        </div>
      )}
      {gallery.data && (
        <>
          {organisation.data && (
            <section className="templates-section" aria-labelledby="templates-organisation">
              <h2 id="templates-organisation" className="templates-section__title">
                {t('templates.organisation')}
              </h2>
              {organisationCards.length === 0 && (
                <p className="templates-empty">{t('templates.organisationEmpty')}</p>
              )}
              <TemplateGrid
                cards={organisationCards}
                chosen={chosen}
                busy={use.isPending}
                onChoose={choose}
                onUnpublish={mayPublish ? (card) => void unpublish(card) : undefined}
              />
              {mayPublish && <PublishForm />}
            </section>
          )}
          <section className="templates-section" aria-labelledby="templates-built-in">
            <h2 id="templates-built-in" className="templates-section__title">
              {t('templates.builtIn')}
            </h2>
            <TemplateGrid
              cards={gallery.data.builtIn}
              chosen={chosen}
              busy={use.isPending}
              onChoose={choose}
            />
          </section>
        </>
      )}
    </AppShell>
  );

  async function unpublish(card: TTemplateCard) {
    try {
      await publishTemplate(card.id, false);
      toast.success(t('templates.unpublished', { title: card.title }));
      await queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
    } catch (error) {
      showError(error);
    }
  }
}

function TemplateGrid(props: {
  cards: TTemplateCard[];
  chosen: string | null;
  busy: boolean;
  onChoose: (card: TTemplateCard) => void;
  onUnpublish?: (card: TTemplateCard) => void;
}) {
  const { t } = useTranslation();
  if (props.cards.length === 0) return null;
  return (
    <ul className="templates-grid">
      {props.cards.map((card) => {
        const key = `${card.source}:${card.id}`;
        const isChosen = props.chosen === key;
        const titleId = `template-${key}`;
        return (
          <li key={key} className="template-card" aria-busy={isChosen || undefined}>
            <h3 className="template-card__title">
              <button
                type="button"
                className="template-card__choose"
                dir="auto"
                aria-describedby={
                  card.description ? `${titleId}-description ${titleId}-meta` : `${titleId}-meta`
                }
                disabled={props.busy}
                onClick={() => props.onChoose(card)}
              >
                {card.title}
              </button>
            </h3>
            {card.description && (
              <p id={`${titleId}-description`} className="template-card__description">
                {card.description}
              </p>
            )}
            <p id={`${titleId}-meta`} className="template-card__meta">
              {t('templates.slideCount', { count: card.slideCount })}
            </p>
            <ul className="template-card__types" aria-hidden="true">
              {card.slideTypes.map((type, index) => (
                <li key={index} className={`template-card__type template-card__type--${type}`}>
                  {t(`slideType.${type}`)}
                </li>
              ))}
            </ul>
            {isChosen && (
              <p className="template-card__progress" role="status">
                {t('templates.creating')}
              </p>
            )}
            {props.onUnpublish && (
              <button
                type="button"
                className="button button--secondary button--small template-card__unpublish"
                aria-label={`${t('templates.unpublish')}: ${card.title}`}
                onClick={() => props.onUnpublish?.(card)}
              >
                {t('templates.unpublish')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Owners and admins: publish one of their decks as a template for the organisation. */
function PublishForm() {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const selectId = useId();
  const queryClient = useQueryClient();
  const decks = usePresentationList();
  const [deckId, setDeckId] = useState('');
  const publish = useMutation({
    mutationFn: (id: string) => publishTemplate(id, true),
    onSuccess: () => {
      toast.success(t('templates.published'));
      setDeckId('');
      void queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
    },
    onError: showError,
  });
  const own = decks.data?.presentations ?? [];
  if (own.length === 0) return null;
  return (
    <form
      className="templates-publish"
      onSubmit={(event) => {
        event.preventDefault();
        if (deckId) publish.mutate(deckId);
      }}
    >
      <label htmlFor={selectId} className="field__label">
        {t('templates.publishLabel')}
      </label>
      <select
        id={selectId}
        className="field__input"
        value={deckId}
        onChange={(event) => setDeckId(event.target.value)}
      >
        <option value="">{t('templates.publishPick')}</option>
        {own.map((deck) => (
          <option key={deck.id} value={deck.id} dir="auto">
            {deck.title}
          </option>
        ))}
      </select>
      <BusyButton
        type="submit"
        className="button button--primary"
        disabled={!deckId}
        isBusy={publish.isPending}
      >
        {t('templates.publish')}
      </BusyButton>
    </form>
  );
}
