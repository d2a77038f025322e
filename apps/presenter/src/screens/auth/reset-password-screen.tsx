import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/i18n';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../components/toasts';
import { isApiError } from '../../api/api-error';
import { resetPassword } from '../../api/users';
import { useAppNavigate } from '../../app/navigate';
import { AuthLayout } from '../../components/auth-layout';
import { FormAlert } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { fieldOf } from '../../forms/field-of';
import { PasswordField } from '../../components/text-field';
import { ZResetPasswordFormSchema } from '../../forms/form-schemas';
import { useServerFieldErrors } from '../../forms/use-server-errors';
import { useErrorMessage } from '../../i18n/use-error-message';
import { toSubmitHandler } from '../../forms/submit-handler';

/** Whether the server refused the link itself (unknown, used or expired token). */
function isInvalidTokenError(error: unknown): boolean {
  return (
    isApiError(error) && (error.code === 'invalid_reset_token' || Boolean(error.fields?.token))
  );
}

/** Sets a new password from the mailed link `/reset-password?token=…`. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const go = useAppNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [isLinkInvalid, setIsLinkInvalid] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(ZResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const applyFieldErrors = useServerFieldErrors(form.setError, ['password']);
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast.success(t('reset.success'));
      go('login', {}, {}, { replace: true });
    },
    onError: (error) => {
      if (isInvalidTokenError(error)) setIsLinkInvalid(true);
      else setFailure(applyFieldErrors(error) ? null : error);
    },
  });
  const failureText = useErrorMessage(failure);

  const footer = (
    <p>
      <Link to="/login">{t('reset.backToLogin')}</Link>
    </p>
  );

  if (!token || isLinkInvalid) {
    return (
      <AuthLayout title={t('reset.invalidTitle')} footer={footer}>
        <p className="notice notice--warning">{t('reset.invalid')}</p>
        <Link to="/forgot-password" className="button button--primary button--block">
          {t('reset.requestNew')}
        </Link>
      </AuthLayout>
    );
  }

  const onSubmit = toSubmitHandler(
    form.handleSubmit((values) => {
      setFailure(null);
      mutation.mutate({ token, password: values.password });
    }),
  );

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')} footer={footer}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormAlert message={failureText} />
        <PasswordField
          label={t('reset.password')}
          isNew
          hint={t('reset.passwordHint')}
          {...fieldOf(form, 'password')}
        />
        <PasswordField label={t('reset.confirm')} isNew {...fieldOf(form, 'confirmPassword')} />
        <SubmitButton isPending={mutation.isPending} pendingLabel={t('reset.submitting')}>
          {t('reset.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
