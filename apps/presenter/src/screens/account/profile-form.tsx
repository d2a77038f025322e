import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/i18n';
import { toast } from '../../components/toasts';
import { ZUserSchema, type TUser } from '@crowdeck/core';
import { updateProfile } from '../../api/users';
import { PROFILE_QUERY_KEY, rememberUser } from '../../auth/session';
import { FormAlert } from '../../components/form-alert';
import { FormSubmitRow } from '../../components/form-submit-row';
import { fieldOf } from '../../forms/field-of';
import { EmailField, PasswordField, TextField } from '../../components/text-field';
import { isEmailChanged, makeProfileFormSchema, toProfileUpdate } from '../../forms/form-schemas';
import { useServerFieldErrors } from '../../forms/use-server-errors';
import { useErrorMessage } from '../../i18n/use-error-message';
import { toSubmitHandler } from '../../forms/submit-handler';
import { SectionCard } from '../../components/section-card';

/** Name and email; changing the email asks for the current password. */
export function ProfileForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const schema = useMemo(() => makeProfileFormSchema(user.email), [user.email]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: user.name, email: user.email, currentPassword: '' },
  });
  const email = useWatch({ control: form.control, name: 'email' });
  const needsPassword = isEmailChanged(user.email, email);
  const applyFieldErrors = useServerFieldErrors(form.setError, [
    'name',
    'email',
    'currentPassword',
  ]);

  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      const parsed = ZUserSchema.safeParse(answer);
      if (parsed.success) rememberUser(parsed.data);
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      const saved = parsed.success ? parsed.data : user;
      form.reset({ name: saved.name, email: saved.email, currentPassword: '' });
      toast.success(t('account.profileSaved'));
    },
    onError: (error) => setFailure(applyFieldErrors(error) ? null : error),
  });
  const failureText = useErrorMessage(failure);

  const onSubmit = toSubmitHandler(
    form.handleSubmit((values) => {
      setFailure(null);
      const body = toProfileUpdate(user, values);
      if (!body) {
        form.setError('name', { type: 'validate', message: 'update.empty' });
        return;
      }
      mutation.mutate(body);
    }),
  );

  return (
    <SectionCard id="profile" label={t('account.profileTitle')}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormAlert message={failureText} />
        <TextField label={t('account.name')} autoComplete="name" {...fieldOf(form, 'name')} />
        <EmailField label={t('account.email')} {...fieldOf(form, 'email')} />
        {needsPassword && (
          <PasswordField
            label={t('account.currentPassword')}
            hint={t('account.currentPasswordHint')}
            required
            {...fieldOf(form, 'currentPassword')}
          />
        )}
        <FormSubmitRow isPending={mutation.isPending} pendingLabel={t('account.savingProfile')}>
          {t('account.saveProfile')}
        </FormSubmitRow>
      </form>
    </SectionCard>
  );
}
