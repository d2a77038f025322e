import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { API_PATHS, ROSTER_LIMITS, ZRosterSuggestResponseSchema } from '@crowdeck/core';
import { useTranslation } from '../../i18n';
import { runtimeConfig } from '../../lib/runtime-config';
import { useLiveActions, useLiveSession } from '../../live/live-session-context';
import { CardPage, FieldError, TextField } from '../card-page';

/** Roster names starting with what was typed (none under two characters). */
function useRosterSuggestions(code: string, typed: string): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    const q = typed.trim();
    if (q.length < ROSTER_LIMITS.suggestMinChars) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const url = new URL(API_PATHS.audienceRoster, runtimeConfig.apiUrl);
      url.search = new URLSearchParams({ code, q }).toString();
      fetch(url, { signal: controller.signal, cache: 'no-store' })
        .then(async (response) => (response.ok ? response.json() : { names: [] }))
        .then((body: unknown) => {
          const parsed = ZRosterSuggestResponseSchema.safeParse(body);
          setNames(parsed.success ? parsed.data.names : []);
        })
        .catch(() => undefined);
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [code, typed]);
  return typed.trim().length < ROSTER_LIMITS.suggestMinChars ? [] : names;
}

const SSO_ERRORS = ['expired', 'denied', 'invalid', 'unavailable'] as const;
type TSsoError = (typeof SSO_ERRORS)[number];

/**
 * Why the organisation's sign-in sent the phone back without an identity (`#sso_error=…`), taken
 * out of the address so that a reload does not show it again.
 */
export function takeSsoErrorFromAddress(): TSsoError | null {
  if (typeof window === 'undefined') return null;
  const found = /(?:^#|&)sso_error=(\w+)/.exec(window.location.hash)?.[1];
  if (found === undefined) return null;
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return SSO_ERRORS.find((code) => code === found) ?? 'invalid';
}

/**
 * An identified deck asks for a real name: one typed from the presenter's roster (offered as the
 * person types), or the organisation's sign-in, which comes back here signed in.
 */
export function IdentityForm(props: { code: string }): ReactNode {
  const { t } = useTranslation();
  const { identity } = useLiveSession();
  const { submitRosterName } = useLiveActions();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [ssoError] = useState(takeSsoErrorFromAddress);
  const suggestions = useRosterSuggestions(props.code, typed);
  const reason = identity?.reason ?? null;
  const refusal =
    reason === 'taken'
      ? t('identity.taken')
      : reason === 'expired'
        ? t('identity.expired')
        : reason === 'unknown'
          ? identity?.kind === 'roster'
            ? t('identity.rosterUnknown')
            : t('identity.signInFailed')
          : null;
  const shownError = error ?? refusal;

  if (identity?.kind === 'organisation') {
    const start = new URL(API_PATHS.audienceSsoStart, runtimeConfig.apiUrl);
    start.search = new URLSearchParams({ code: props.code }).toString();
    // A failed sign-in came back here: said in plain words, with the button to try again.
    const shown = ssoError ? t(`identity.ssoError.${ssoError}`) : shownError;
    return (
      <CardPage headline={t('identity.organisationTitle')} lead={t('identity.organisationLead')}>
        <FieldError message={shown} />
        <div className="button-row">
          <a className="button-link" href={start.toString()}>
            {ssoError ? t('identity.signInAgain') : t('identity.signIn')}
          </a>
        </div>
      </CardPage>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = typed.trim();
    if (!name) return setError(t('identity.rosterRequired'));
    submitRosterName(name);
  };
  return (
    <CardPage headline={t('identity.rosterTitle')} lead={t('identity.rosterLead')}>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          id="roster-name"
          label={t('identity.rosterLabel')}
          note="roster"
          error={shownError}
          hint={t('identity.rosterHint')}
          className="text-input"
          autoComplete="off"
          autoCapitalize="words"
          list="roster-names"
          maxLength={ROSTER_LIMITS.nameMax}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setError(null);
          }}
        >
          <datalist id="roster-names">
            {suggestions.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </TextField>
        {suggestions.length > 0 ? (
          <ul className="roster-suggestions" aria-label={t('identity.rosterSuggestions')}>
            {suggestions.map((name) => (
              <li key={name}>
                <button type="button" className="button-secondary" onClick={() => setTyped(name)}>
                  {name}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="button-row">
          <button type="submit">{t('nickname.submit')}</button>
        </div>
      </form>
    </CardPage>
  );
}
