import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router';
import { toast } from '../../components/toasts';
import { ZRegisterRequestSchema } from '@crowdeck/core';
import { registerUser } from '../../api/users';
import { withNext } from '../../app/continue-path';
import { useAppNavigate } from '../../app/navigate';
import { useNextPath } from '../../app/use-next-path';
import { startSession } from '../../auth/session';
import { AuthLayout } from '../../components/auth-layout';
import { FormAlert } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { fieldOf } from '../../forms/field-of';
import { EmailField, PasswordField, TextField } from '../../components/text-field';
import { useFormSubmission } from '../../forms/use-form-submission';

/** Sign-up: name, email and password; on success the user is signed in and sent home. */
export function RegisterScreen() {
  const { t } = useTranslation();
  const go = useAppNavigate();
  const next = useNextPath();
  const form = useForm({
    resolver: zodResolver(ZRegisterRequestSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { mutation, failureText, onSubmit } = useFormSubmission({
    form,
    fields: ['name', 'email', 'password'],
    send: registerUser,
    onSuccess: (auth) => {
      startSession(auth);
      toast.success(t('register.success', { name: auth.user.name }));
      go(next ?? 'home', {}, {}, { replace: true });
    },
  });

  return (
    <AuthLayout
      title={t('register.title')}
      subtitle={next ? t('register.continueSubtitle') : t('register.subtitle')}
      footer={
        <>
          <p>
            {t('register.haveAccount')}{' '}
            <Link to={withNext('/login', next)}>{t('register.signIn')}</Link>
          </p>
          <p>
            <Link to="/pricing">{t('register.seePricing')}</Link>
          </p>
        </>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormAlert message={failureText} />
        <TextField label={t('register.name')} autoComplete="name" {...fieldOf(form, 'name')} />
        <EmailField label={t('register.email')} {...fieldOf(form, 'email')} />
        <PasswordField
          label={t('register.password')}
          isNew
          hint={t('register.passwordHint')}
          {...fieldOf(form, 'password')}
        />
        <SubmitButton isPending={mutation.isPending} pendingLabel={t('register.submitting')}>
          {t('register.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
