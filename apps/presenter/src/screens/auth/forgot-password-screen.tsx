import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router';
import { ZForgotPasswordRequestSchema } from '@crowdeck/core';
import { requestPasswordReset } from '../../api/users';
import { AuthLayout } from '../../components/auth-layout';
import { FormAlert } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { EmailField } from '../../components/text-field';
import { useFormSubmission } from '../../forms/use-form-submission';
import { ActionButton } from '../../components/action-button';

/** Asks for a reset link; the confirmation never tells whether the account exists. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ZForgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const { mutation, failureText, onSubmit } = useFormSubmission({
    form,
    fields: ['email'],
    send: requestPasswordReset,
    onSuccess: (_, body) => setSentTo(body.email),
  });

  const footer = (
    <p>
      <Link to="/login">{t('forgot.backToLogin')}</Link>
    </p>
  );

  if (sentTo) {
    return (
      <AuthLayout title={t('forgot.sentTitle')} footer={footer}>
        <p className="notice notice--success" role="status">
          {t('forgot.sent', { email: sentTo })}
        </p>
        <ActionButton look="secondary" className="button--block" onClick={() => setSentTo(null)}>
          {t('forgot.tryOther')}
        </ActionButton>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')} footer={footer}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormAlert message={failureText} />
        <EmailField
          label={t('forgot.email')}
          error={form.formState.errors.email?.message}
          registration={form.register('email')}
        />
        <SubmitButton isPending={mutation.isPending} pendingLabel={t('forgot.submitting')}>
          {t('forgot.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
