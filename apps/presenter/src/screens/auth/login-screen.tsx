import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router';
import { toast } from '../../components/toasts';
import { ZLoginRequestSchema } from '@crowdeck/core';
import { loginUser } from '../../api/users';
import { withNext } from '../../app/continue-path';
import { useAppNavigate } from '../../app/navigate';
import { useNextPath } from '../../app/use-next-path';
import { startSession } from '../../auth/session';
import { AuthLayout } from '../../components/auth-layout';
import { FormAlert } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { useFormSubmission } from '../../forms/use-form-submission';

/** Sign-in with email and password; a wrong pair is reported in the form's alert. */
export function LoginScreen() {
  const { t } = useTranslation();
  const go = useAppNavigate();
  const next = useNextPath();
  const form = useForm({
    resolver: zodResolver(ZLoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const { mutation, failureText, onSubmit } = useFormSubmission({
    form,
    fields: ['email', 'password'],
    send: loginUser,
    onSuccess: (auth) => {
      startSession(auth);
      toast.success(t('login.success', { name: auth.user.name }));
      go(next ?? 'home', {}, {}, { replace: true });
    },
  });

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
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormAlert message={failureText} />
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          error={errors.email?.message}
          registration={form.register('email')}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          registration={form.register('password')}
        />
        <p className="form__aside">
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </p>
        <SubmitButton isPending={mutation.isPending} pendingLabel={t('login.submitting')}>
          {t('login.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
