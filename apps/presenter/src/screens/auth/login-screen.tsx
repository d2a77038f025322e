import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link, useSearchParams } from 'react-router';
import { SSO_ERROR_CODES, ZLoginRequestSchema, type TSsoErrorCode } from '@crowdeck/core';
import { useTranslation } from '../../i18n/i18n';
import { toast } from '../../components/toasts';
import { startSso } from '../../api/sso';
import { loginUser } from '../../api/users';
import { withNext } from '../../app/continue-path';
import { useAppNavigate } from '../../app/navigate';
import { useNextPath } from '../../app/use-next-path';
import { startSession } from '../../auth/session';
import { AuthLayout } from '../../components/auth-layout';
import { FormAlert } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { fieldOf } from '../../forms/field-of';
import { EmailField, PasswordField } from '../../components/text-field';
import { useFormSubmission } from '../../forms/use-form-submission';

/** The login form before the password step: the password is not checked yet. */
const ZEmailStepSchema = ZLoginRequestSchema.extend({ password: z.string() });

const isSsoError = (value: string | null): value is TSsoErrorCode =>
  SSO_ERROR_CODES.includes(value as TSsoErrorCode);

/**
 * Sign-in, email first: Continue asks the server how the address signs in; an address of an
 * organisation with single sign-on goes to its provider, any other one gets the password field.
 * A failed return from the provider (`?sso_error=`) is explained above the form.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const go = useAppNavigate();
  const next = useNextPath();
  const [params] = useSearchParams();
  const ssoError = params.get('sso_error');
  const [step, setStep] = useState<'email' | 'password' | 'redirecting'>('email');
  const form = useForm({
    resolver: zodResolver(step === 'email' ? ZEmailStepSchema : ZLoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useFormSubmission({
    form,
    fields: ['email', 'password'],
    send: loginUser,
    onSuccess: (auth) => {
      startSession(auth);
      toast.success(t('login.success', { name: auth.user.name }));
      go(next ?? 'home', {}, {}, { replace: true });
    },
  });
  const lookup = useFormSubmission({
    form,
    fields: ['email'],
    send: ({ email }) => startSso({ email, ...(next && { next }) }),
    onSuccess: (answer) => {
      if (!answer.sso) {
        setStep('password');
        form.setFocus('password');
        return;
      }
      setStep('redirecting');
      window.location.assign(answer.redirectUrl);
    },
  });
  const current = step === 'email' || step === 'redirecting' ? lookup : login;
  const alert = current.failureText ?? (isSsoError(ssoError) ? t(`sso.error.${ssoError}`) : null);

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <p>
          {t('login.noAccount')} <Link to={withNext('/register', next)}>{t('login.register')}</Link>
        </p>
      }
    >
      <form className="form" onSubmit={current.onSubmit} noValidate>
        <FormAlert message={alert} />
        <EmailField
          label={t('login.email')}
          autoComplete="username"
          readOnly={step !== 'email'}
          {...fieldOf(form, 'email')}
        />
        {step === 'password' && (
          <>
            <p className="form__aside">
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => {
                  form.resetField('password');
                  setStep('email');
                  form.setFocus('email');
                }}
              >
                {t('login.changeEmail')}
              </button>
            </p>
            <PasswordField label={t('login.password')} {...fieldOf(form, 'password')} />
            <SubmitButton isPending={login.mutation.isPending} pendingLabel={t('login.submitting')}>
              {t('login.submit')}
            </SubmitButton>
          </>
        )}
        {step === 'email' && (
          <SubmitButton isPending={lookup.mutation.isPending} pendingLabel={t('login.checking')}>
            {t('login.continue')}
          </SubmitButton>
        )}
        {step !== 'redirecting' && (
          <p className="form__aside">
            <Link to="/forgot-password">{t('login.forgot')}</Link>
          </p>
        )}
        {step === 'redirecting' && (
          <p role="status" aria-live="polite">
            {t('login.redirecting')}
          </p>
        )}
      </form>
    </AuthLayout>
  );
}
