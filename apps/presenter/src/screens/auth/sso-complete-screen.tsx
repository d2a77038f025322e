import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { fetchProfile } from '../../api/users';
import { toSafeNext } from '../../app/continue-path';
import { useAppNavigate } from '../../app/navigate';
import { startSession } from '../../auth/session';
import { setToken } from '../../auth/token';
import { AuthLayout } from '../../components/auth-layout';
import { FormAlert } from '../../components/form-alert';
import { useTranslation } from '../../i18n/i18n';

/**
 * The return from the organisation's sign-in page: the server put the session token in the
 * address's fragment (never sent to any server). It is taken out of the address at once, kept
 * like a password sign-in's token, and the app goes on to `next` or home.
 */
export function SsoCompleteScreen() {
  const { t } = useTranslation();
  const go = useAppNavigate();
  const [fragment] = useState(() => new URLSearchParams(window.location.hash.slice(1)));
  const token = fragment.get('token');
  const [failed, setFailed] = useState(!token);
  const started = useRef(false);

  useEffect(() => {
    // The token leaves the address (and the history) before anything else happens.
    window.history.replaceState(null, '', window.location.pathname);
    if (started.current || !token) return;
    started.current = true;
    setToken(token);
    fetchProfile()
      .then((user) => {
        startSession({ token, user });
        go(toSafeNext(fragment.get('next')) ?? 'home', {}, {}, { replace: true });
      })
      .catch(() => setFailed(true));
  }, [go, fragment, token]);

  return (
    <AuthLayout title={t('title.ssoComplete')}>
      {failed ? (
        <>
          <FormAlert message={t('sso.completeFailed')} />
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
