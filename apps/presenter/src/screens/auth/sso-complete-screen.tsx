import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error';
import { redeemSso } from '../../api/sso';
import { toSafeNext } from '../../app/continue-path';
import { useAppNavigate } from '../../app/navigate';
import { startSession } from '../../auth/session';
import { AuthLayout } from '../../components/auth-layout';
import { FormAlert } from '../../components/form-alert';
import { useErrorMessage } from '../../i18n/use-error-message';
import { useTranslation } from '../../i18n/i18n';

/**
 * The return from the organisation's sign-in page: the address's fragment (never sent to any
 * server) holds a one-time code, never a session. It is taken out of the address at once and
 * traded for the session by an API call that only this browser — the one that started the
 * sign-in, holding its cookie — can make succeed; anything else leaves the current session alone.
 */
export function SsoCompleteScreen() {
  const { t } = useTranslation();
  const go = useAppNavigate();
  const [code] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('code'));
  const [failure, setFailure] = useState<unknown>(null);
  const started = useRef(false);
  // A code refused (used, expired, another browser's) is worded as such; anything else as usual.
  const refused = !code || (isApiError(failure) && failure.status === 400);
  const failureText = useErrorMessage(refused ? null : failure);

  useEffect(() => {
    // The code leaves the address (and the history) before anything else happens.
    window.history.replaceState(null, '', window.location.pathname);
    if (started.current || !code) return;
    started.current = true;
    redeemSso(code)
      .then(({ next, ...session }) => {
        startSession(session);
        go(toSafeNext(next) ?? 'home', {}, {}, { replace: true });
      })
      .catch(setFailure);
  }, [go, code]);

  return (
    <AuthLayout title={t('title.ssoComplete')}>
      {refused || failureText ? (
        <>
          <FormAlert message={refused ? t('sso.completeFailed') : failureText} />
          <p>
            <Link to="/login">{t('nav.login')}</Link>
          </p>
        </>
      ) : (
        <p role="status" aria-live="polite">
          {t('sso.completing')}
        </p>
      )}
    </AuthLayout>
  );
}
