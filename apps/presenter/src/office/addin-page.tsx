import { OFFICE_ADDIN_VIEWS, type TOfficeAddinView } from '@crowdeck/core';
import { ErrorNotice, ProgressLine } from '../components/progress-line';
import { useId, useState, useSyncExternalStore } from 'react';
import { embedAddress, type TAddinController, type TAddinState } from './addin-controller';
import { officeI18n } from './office-messages';
import { FormField } from '../components/form-field';
import { OfficeOutside } from '../components/office-outside';
import { ActionButton } from '../components/action-button';

const { useTranslation } = officeI18n;

function Brand() {
  const { t } = useTranslation();
  return (
    <div className="addin__brand">
      <img src="/integrations/office/icon-64.png" alt="" />
      <span>{t('office.title')}</span>
    </div>
  );
}

function Problem({ state }: { state: TAddinState }) {
  const { t } = useTranslation();
  return <ErrorNotice text={state.problem ? t(`office.problem.${state.problem}`) : null} />;
}

/** The slide's line as the add-in lists it: "2. Which city?" (text as text). */
function useSlideLabel() {
  const { t } = useTranslation();
  return (slide: { number: number; title: string }) =>
    t('office.slideLabel', { number: slide.number, title: slide.title || t('office.untitled') });
}

function Choose({ controller, state }: { controller: TAddinController; state: TAddinState }) {
  const { t } = useTranslation();
  const label = useSlideLabel();
  const slideFieldId = useId();
  const deck = state.deck;
  const [slideId, setSlideId] = useState(state.choice?.slideId ?? deck?.slides[0]?.id ?? '');
  const [view, setView] = useState<TOfficeAddinView>(state.choice?.view ?? 'live');
  const [saving, setSaving] = useState(false);
  if (!deck) return null;
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        void controller.choose(slideId, view).finally(() => setSaving(false));
      }}
    >
      <h1 className="addin__lead" dir="auto">
        {deck.title}
      </h1>
      <h2 className="addin__muted">{t('office.choose.heading')}</h2>
      <FormField label={t('office.choose.slide')} id={slideFieldId}>
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={slideId}
            onChange={(event) => setSlideId(event.target.value)}
          >
            {deck.slides.map((slide) => (
              <option key={slide.id} value={slide.id}>
                {label(slide)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset className="addin__views">
        <legend className="field__label">{t('office.choose.view')}</legend>
        {OFFICE_ADDIN_VIEWS.map((kind) => (
          <label key={kind} className="addin__view">
            <input
              type="radio"
              name="view"
              value={kind}
              checked={view === kind}
              onChange={() => setView(kind)}
            />
            {t(`office.view.${kind}`)}
          </label>
        ))}
      </fieldset>
      <div className="addin__row">
        <button type="submit" className="button button--primary" disabled={saving || !slideId}>
          {t('office.choose.save')}
        </button>
        <SignOutButton controller={controller} />
      </div>
    </form>
  );
}

function Ready({ controller, state }: { controller: TAddinController; state: TAddinState }) {
  const { t } = useTranslation();
  const label = useSlideLabel();
  const { deck, choice, embedUrl } = state;
  if (!deck || !choice) return null;
  const slide = deck.slides.find((s) => s.id === choice.slideId);
  const frame = embedUrl ? (
    <iframe
      className="addin__frame"
      src={embedAddress(embedUrl, choice)}
      title={t('office.frameTitle', { title: deck.title })}
    />
  ) : null;
  if (state.view === 'read') {
    return frame ?? <Problem state={state} />;
  }
  const moved = deck.slides.find((s) => s.id === state.movedTo);
  return (
    <>
      <p className="addin__lead">
        {slide
          ? t('office.ready.summary', {
              number: slide.number,
              title: label(slide).replace(/^\d+\.\s*/, ''),
            })
          : null}
      </p>
      {moved ? (
        <p className="addin__muted">{t('office.ready.moved', { number: moved.number })}</p>
      ) : null}
      <Problem state={state} />
      {frame}
      <div className="addin__row">
        <button type="button" className="button button--small" onClick={() => controller.change()}>
          {t('office.ready.change')}
        </button>
        <SignOutButton controller={controller} />
      </div>
    </>
  );
}

function SignIn({ controller, state }: { controller: TAddinController; state: TAddinState }) {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(false);
  return (
    <>
      <Brand />
      <p className="addin__lead">
        {state.choice ? t('office.signIn.otherDeck') : t('office.signIn.lead')}
      </p>
      <Problem state={state} />
      <div className="addin__row">
        <ActionButton
          look="primary"
          disabled={waiting}
          onClick={() => {
            setWaiting(true);
            void controller.signIn().finally(() => setWaiting(false));
          }}
        >
          {t('office.signIn.button')}
        </ActionButton>
      </div>
      {waiting ? (
        <p className="addin__muted" role="status">
          {t('office.signIn.waiting')}
        </p>
      ) : null}
    </>
  );
}

function Outside() {
  const { t } = useTranslation();
  return (
    <>
      <Brand />
      <OfficeOutside addin="office" t={t} rowClass="addin__row" />
    </>
  );
}

/** The add-in on the slide: one screen per phase of the controller. */
export function AddinPage({ controller }: { controller: TAddinController }) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const show = state.phase === 'ready' && state.view === 'read';
  return (
    <main className={show ? 'addin addin--show' : 'addin'} data-phase={state.phase}>
      {state.phase === 'starting' ? <ProgressLine text={t('office.starting')} /> : null}
      {state.phase === 'outside' ? <Outside /> : null}
      {state.phase === 'signedOut' ? <SignIn controller={controller} state={state} /> : null}
      {state.phase === 'loading' ? <ProgressLine text={t('office.loading')} /> : null}
      {state.phase === 'choose' ? (
        <>
          <Problem state={state} />
          <Choose controller={controller} state={state} />
        </>
      ) : null}
      {state.phase === 'ready' ? <Ready controller={controller} state={state} /> : null}
    </main>
  );
}

/** The add-in's Sign out, beside its main action. */
function SignOutButton({ controller }: { controller: TAddinController }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="addin__link-button" onClick={() => void controller.signOut()}>
      {t('office.signOut')}
    </button>
  );
}
