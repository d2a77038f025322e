import { ErrorNotice, ProgressLine } from '../components/progress-line';
import { useId, useState, useSyncExternalStore } from 'react';
import type { TTaskpaneController, TTaskpaneState } from './taskpane-controller';
import { outlookI18n } from './outlook-messages';
import { OfficeOutside } from '../components/office-outside';
import { ActionButton } from '../components/action-button';

const { useTranslation } = outlookI18n;

function Problem({ state }: { state: TTaskpaneState }) {
  const { t } = useTranslation();
  return <ErrorNotice text={state.problem ? t(`outlook.problem.${state.problem}`) : null} />;
}

/** Shown outside Outlook (or when office.js did not load): where the add-in belongs. */
export function OutlookOutside() {
  const { t } = useTranslation();
  return <OfficeOutside addin="outlook" t={t} rowClass="outlook__actions" />;
}

function SignIn({ controller }: { controller: TTaskpaneController }) {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(false);
  return (
    <>
      <p className="addin__lead">{t('outlook.signIn.lead')}</p>
      {waiting ? (
        <ProgressLine text={t('outlook.signIn.waiting')} />
      ) : (
        <ActionButton
          look="primary"
          onClick={() => {
            setWaiting(true);
            void controller.signIn().finally(() => setWaiting(false));
          }}
        >
          {t('outlook.signIn.button')}
        </ActionButton>
      )}
    </>
  );
}

function Ready({ controller, state }: { controller: TTaskpaneController; state: TTaskpaneState }) {
  const { t } = useTranslation();
  const locationId = useId();
  const [setLocation, setSetLocation] = useState(false);
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        void controller.insert({ setLocation });
      }}
    >
      <div className="outlook__deck">
        <span className="outlook__label">{t('outlook.ready.presentation')}</span>
        {/* The presenter's title, rendered as text. */}
        <strong>{state.presentationTitle}</strong>
      </div>
      <label className="outlook__check" htmlFor={locationId}>
        <input
          id={locationId}
          type="checkbox"
          checked={setLocation}
          onChange={(event) => setSetLocation(event.target.checked)}
        />
        <span>{t('outlook.ready.location')}</span>
      </label>
      <button type="submit" className="button button--primary button--block">
        {t('outlook.ready.insert')}
      </button>
      <button type="button" className="button" onClick={() => void controller.signIn()}>
        {t('outlook.ready.change')}
      </button>
    </form>
  );
}

const OUTSIDE: TTaskpaneState = { phase: 'outside', problem: null, presentationTitle: null };
const noSubscription = () => () => undefined;
const outside = () => OUTSIDE;

/** The task pane Outlook opens from the ribbon while the organiser writes a meeting invitation. */
export function TaskpanePage({ controller }: { controller: TTaskpaneController | null }) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    controller?.getState ?? outside,
  );
  const signedIn = ['ready', 'inserting', 'done'].includes(state.phase);
  return (
    <main className="addin" aria-busy={state.phase === 'starting' || state.phase === 'inserting'}>
      <h1 className="addin__brand">
        <img src="/favicon.svg" alt="" width="24" height="24" />
        <span>{t('outlook.title')}</span>
      </h1>
      <Problem state={state} />
      {state.phase === 'starting' ? <ProgressLine text={t('outlook.starting')} /> : null}
      {state.phase === 'outside' || !controller ? <OutlookOutside /> : null}
      {controller && state.phase === 'signIn' ? <SignIn controller={controller} /> : null}
      {controller && state.phase === 'ready' ? (
        <Ready controller={controller} state={state} />
      ) : null}
      {state.phase === 'inserting' ? <ProgressLine text={t('outlook.inserting')} /> : null}
      {controller && state.phase === 'done' ? (
        <>
          <p className="notice notice--success" role="status">
            {t('outlook.done')}
          </p>
          <button type="button" className="button" onClick={() => controller.again()}>
            {t('outlook.done.again')}
          </button>
        </>
      ) : null}
      {controller && signedIn ? (
        <button
          type="button"
          className="addin__link-button"
          onClick={() => void controller.signOut()}
        >
          {t('outlook.signOut')}
        </button>
      ) : null}
    </main>
  );
}
