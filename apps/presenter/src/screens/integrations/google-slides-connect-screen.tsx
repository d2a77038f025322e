import {
  API_PATHS,
  GOOGLE_SLIDES_ADDON_PATHS,
  INTEGRATIONS_ROUTE,
  ZOfficeGrantCreatedSchema,
  ZPresentationListResponseSchema,
  type TOfficeGrantCreated,
  type TPresentationSummary,
} from '@crowdeck/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../api/client';
import { hasToken } from '../../auth/token';
import { withNext } from '../../app/continue-path';
import { AppShell } from '../../components/app-shell';
import { useTranslation } from '../../i18n/i18n';
import { SectionCard } from '../../components/section-card';
import { GrantItem } from './grant-item';

/**
 * The page the Google Slides sidebar opens: the presenter picks the presentation, Crowdeck makes
 * a grant for the add-on and shows its key once, to paste into the sidebar. (Google's sidebar
 * is a sandboxed frame on an origin of Google's that Crowdeck cannot know in advance, so the key
 * is not handed back by message: it would have to go to any window.)
 */
export function GoogleSlidesConnectScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = hasToken();
  useEffect(() => {
    if (!signedIn) void navigate(withNext('/login', GOOGLE_SLIDES_ADDON_PATHS.connect));
  }, [signedIn, navigate]);

  const decks = useQuery({
    queryKey: ['google-slides-connect', 'decks'],
    enabled: signedIn,
    queryFn: async () =>
      ZPresentationListResponseSchema.parse(await api.get(API_PATHS.presentationList))
        .presentations,
  });
  const grant = useMutation({
    mutationFn: async (deck: TPresentationSummary): Promise<TOfficeGrantCreated> =>
      ZOfficeGrantCreatedSchema.parse(
        await api.post(API_PATHS.officeGrants, { presentationId: deck.id, client: 'googleSlides' }),
      ),
  });

  return (
    <AppShell>
      <h1 className="page__title">{t('googleSlides.connect.heading')}</h1>
      {grant.data ? (
        <ConnectionKey made={grant.data} />
      ) : (
        <>
          <p className="page__lead">{t('googleSlides.connect.lead')}</p>
          {decks.isPending ? <p role="status">{t('googleSlides.connect.loading')}</p> : null}
          {decks.isError || grant.isError ? (
            <p className="notice notice--error" role="alert">
              {t('googleSlides.connect.failed')}
            </p>
          ) : null}
          {decks.data?.length === 0 ? <p>{t('googleSlides.connect.none')}</p> : null}
          {decks.data && decks.data.length > 0 ? (
            <ul className="integrations__grants">
              {decks.data.map((deck) => (
                <GrantItem
                  key={deck.id}
                  title={deck.title}
                  detail={t('googleSlides.connect.slides', { count: deck.slideCount })}
                >
                  <button
                    type="button"
                    className="button button--primary button--small"
                    disabled={grant.isPending}
                    aria-label={t('googleSlides.connect.pickLabel', { title: deck.title })}
                    onClick={() => grant.mutate(deck)}
                  >
                    {grant.isPending && grant.variables.id === deck.id
                      ? t('googleSlides.connect.granting')
                      : t('googleSlides.connect.pick')}
                  </button>
                </GrantItem>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </AppShell>
  );
}

/** The new grant's key, shown once, with a copy button. */
function ConnectionKey({ made }: { made: TOfficeGrantCreated }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(made.token).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <SectionCard
      id="connection-key"
      label={
        <>
          <bdi>{t('googleSlides.connect.keyHeading', { title: made.grant.presentationTitle })}</bdi>
        </>
      }
    >
      <label className="field__label" htmlFor="connection-key">
        {t('googleSlides.connect.keyLabel')}
      </label>
      <input
        id="connection-key"
        className="field__input"
        readOnly
        dir="ltr"
        value={made.token}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className="section-card__text">
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          {t('googleSlides.connect.copy')}
        </button>
      </p>
      <p role="status" className="section-card__text">
        {copied === 'yes' ? t('googleSlides.connect.copied') : null}
        {copied === 'failed' ? t('googleSlides.connect.copyFailed') : null}
      </p>
      <p className="notice">{t('googleSlides.connect.keyHint')}</p>
      <p className="section-card__text">{t('googleSlides.connect.done')}</p>
      <p className="section-card__text">
        <Link to={INTEGRATIONS_ROUTE}>{t('googleSlides.connect.manage')}</Link>
      </p>
    </SectionCard>
  );
}
