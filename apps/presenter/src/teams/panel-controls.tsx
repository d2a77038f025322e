import type { TGrantControlState, TTeamsAuthResult } from '@crowdeck/core';
import { useCallback, useEffect, useState } from 'react';
import type { THeldGrant, TGrantStore } from '../office/grant-store';
import { ControlCallError, questionActions, type TControlApi } from './panel-control';
import { teamsI18n } from './teams-messages';
import { ActionButton } from '../components/action-button';

const { useTranslation } = teamsI18n;

/** How often the panel reads the counts while signed in. */
const REFRESH_MS = 3_000;

type TProblem = 'signIn' | 'action' | 'read' | null;

/** The question's buttons, in this order, each shown when questionActions allows it. */
const QUESTION_BUTTONS = [
  { shown: 'start', action: 'start', label: 'teams.control.start', primary: true },
  { shown: 'showResults', action: 'close', label: 'teams.control.showResults', primary: false },
  { shown: 'hideResults', action: 'start', label: 'teams.control.hideResults', primary: false },
] as const;

/**
 * The presenter's controls in the side panel: sign in (a window on the Crowdeck origin), then
 * next/previous, start the question, show or hide the results, the live slide and the counts.
 */
export function PanelControls(props: {
  api: TControlApi;
  grants: TGrantStore;
  signIn: () => Promise<TTeamsAuthResult>;
}) {
  const { api, grants, signIn } = props;
  const { t } = useTranslation();
  const [grant, setGrant] = useState<THeldGrant | null>(() => grants.get());
  const [state, setState] = useState<TGrantControlState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<TProblem>(null);

  const forget = useCallback(
    (held: THeldGrant) => {
      grants.remove(held.presentationId);
      setGrant(null);
      setState(null);
    },
    [grants],
  );
  /** A refused grant (revoked, deck gone) is forgotten: the panel asks to sign in again. */
  const failed = useCallback(
    (held: THeldGrant, error: unknown, kind: TProblem) => {
      if (error instanceof ControlCallError && error.status === 401) forget(held);
      else setProblem(kind);
    },
    [forget],
  );

  useEffect(() => {
    if (!grant) return;
    let live = true;
    const read = () =>
      api.state(grant.token).then(
        (next) => {
          if (!live) return;
          setState(next);
          setProblem((now) => (now === 'read' ? null : now));
        },
        (error: unknown) => live && failed(grant, error, 'read'),
      );
    void read();
    const timer = setInterval(() => void read(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api, grant, failed]);

  const act = (run: (token: string) => Promise<TGrantControlState>) => {
    if (!grant) return;
    setBusy(true);
    setProblem(null);
    run(grant.token)
      .then(setState, (error: unknown) => failed(grant, error, 'action'))
      .finally(() => setBusy(false));
  };

  if (!grant) {
    return (
      <section className="teams__control" aria-labelledby="teams-control-title">
        <h2 id="teams-control-title" className="teams__title">
          {t('teams.control.heading')}
        </h2>
        <p className="teams__muted">{t('teams.control.signInLead')}</p>
        <div className="teams__row">
          <ActionButton
            look="primary"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              setProblem(null);
              signIn()
                .then(
                  (made) => {
                    grants.put(made);
                    setGrant(made);
                  },
                  () => setProblem('signIn'),
                )
                .finally(() => setBusy(false));
            }}
          >
            {t(busy ? 'teams.control.signingIn' : 'teams.control.signIn')}
          </ActionButton>
        </div>
        {problem === 'signIn' ? (
          <p className="notice notice--error" role="alert">
            {t('teams.control.signInFailed')}
          </p>
        ) : null}
      </section>
    );
  }

  const actions = state ? questionActions(state) : null;
  const lastSlide = state ? (state.slide?.number ?? 0) >= state.slideCount : true;
  const firstSlide = state ? (state.slide?.number ?? 0) <= 1 : true;
  return (
    <section className="teams__control" aria-labelledby="teams-control-title" aria-busy={!state}>
      <h2 id="teams-control-title" className="teams__title" dir="auto">
        {grant.presentationTitle}
      </h2>
      {state ? (
        <>
          <p className="teams__slide" aria-live="polite">
            {state.slide
              ? t('teams.control.slide', {
                  number: state.slide.number,
                  count: state.slideCount,
                  title: state.slide.title || t('teams.control.untitled'),
                })
              : t('teams.control.noSlide')}
          </p>
          <p className="teams__counts teams__muted">
            <span>{t('teams.control.joined', { count: state.playerCount })}</span>
            <span>{t('teams.control.responses', { count: state.responses })}</span>
            <span>{t('teams.control.code', { code: state.code })}</span>
          </p>
          {state.ended ? <p className="notice">{t('teams.control.ended')}</p> : null}
        </>
      ) : (
        <div className="page-loader page-loader--inline" role="status">
          <span className="spinner" aria-hidden="true" />
        </div>
      )}
      <div className="teams__nav">
        <button
          type="button"
          className="button"
          disabled={busy || firstSlide}
          onClick={() => act((token) => api.move(token, 'previous'))}
        >
          <span className="direction-arrow">←</span> {t('teams.control.previous')}
        </button>
        <ActionButton
          look="primary"
          disabled={busy || lastSlide}
          onClick={() => act((token) => api.move(token, 'next'))}
        >
          {t('teams.control.next')} <span className="direction-arrow">→</span>
        </ActionButton>
      </div>
      <div className="teams__row">
        {QUESTION_BUTTONS.map((button) =>
          actions?.[button.shown] ? (
            <button
              key={button.shown}
              type="button"
              className={button.primary ? 'button button--primary' : 'button'}
              disabled={busy}
              onClick={() => act((token) => api.question(token, button.action))}
            >
              {t(button.label)}
            </button>
          ) : null,
        )}
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() => {
            void api.signOut(grant.token).catch(() => undefined);
            forget(grant);
          }}
        >
          {t('teams.control.signOut')}
        </button>
      </div>
      {problem === 'action' || problem === 'read' ? (
        <p className="notice notice--error" role="alert">
          {t(problem === 'action' ? 'teams.control.actionFailed' : 'teams.control.readFailed')}
        </p>
      ) : null}
    </section>
  );
}
