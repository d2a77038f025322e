import type { ReactNode } from 'react';
import { API_PATHS } from '@crowdeck/core';
import { useTranslation } from '../../i18n';
import { runtimeConfig } from '../../lib/runtime-config';

const SSO_ERRORS = ['expired', 'denied', 'invalid', 'unavailable'] as const;
export type TAssignmentSsoError = (typeof SSO_ERRORS)[number];

/**
 * `name` in the address's fragment (`#identity=…`, `#sso_error=…`, where the organisation's
 * sign-in sends the phone back). Only read here: a render may run again before it is committed
 * (a lazy part suspending), so the fragment is cleared once mounted (`clearSignInFromAddress`).
 */
function readFragment(name: string): string | null {
  if (typeof window === 'undefined') return null;
  return new RegExp(`(?:^#|&)${name}=([\\w.-]+)`).exec(window.location.hash)?.[1] ?? null;
}

/** The signed identity the organisation's sign-in sent the phone back with, if any. */
export const readIdentityFromAddress = (): string | null => readFragment('identity');

/** Why the organisation's sign-in sent the phone back without an identity, if it did. */
export function readSsoErrorFromAddress(): TAssignmentSsoError | null {
  const found = readFragment('sso_error');
  if (found === null) return null;
  return SSO_ERRORS.find((code) => code === found) ?? 'invalid';
}

/** Takes the sign-in's fragment out of the address, so that a reload does not use it again. */
export function clearSignInFromAddress(): void {
  if (readFragment('identity') === null && readFragment('sso_error') === null) return;
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
}

/**
 * An assignment that asks for the organisation's sign-in: instead of a nickname, a link through
 * the organisation's provider, which sends the phone back here signed in (or with the reason it
 * could not, said in plain words, and the link to try again).
 */
export function AssignmentSignIn(props: {
  code: string;
  organisationName: string | null;
  /** Why the last sign-in failed (from the address, or the server's refusal), in words. */
  problem: string | null;
}): ReactNode {
  const { t } = useTranslation();
  const start = new URL(API_PATHS.assignmentSsoStart, runtimeConfig.apiUrl);
  start.search = new URLSearchParams({ code: props.code }).toString();
  return (
    <section className="assignment-answer" aria-labelledby="assignment-sign-in">
      <h2 id="assignment-sign-in">{t('assignment.signInTitle')}</h2>
      <p>{t('assignment.signInLead')}</p>
      {props.problem && (
        <p className="assignment__error" role="alert">
          {props.problem}
        </p>
      )}
      <a className="button-link" href={start.toString()}>
        {props.problem
          ? t('identity.signInAgain')
          : props.organisationName
            ? t('assignment.signInWith', { organisation: props.organisationName })
            : t('identity.signIn')}
      </a>
    </section>
  );
}
