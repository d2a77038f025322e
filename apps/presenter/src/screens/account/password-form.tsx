import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n/i18n';
import { toast } from '../../components/toasts';
import { updatePassword } from '../../api/users';
import { FormAlert } from '../../components/form-alert';
import { FormSubmitRow } from '../../components/form-submit-row';
import { fieldOf } from '../../forms/field-of';
import { PasswordField } from '../../components/text-field';
import { ZChangePasswordFormSchema } from '../../forms/form-schemas';
import { useFormSubmission } from '../../forms/use-form-submission';
import { SectionCard } from '../../components/section-card';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: current, new and its confirmation. */
export function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(ZChangePasswordFormSchema), defaultValues: EMPTY });
  const { mutation, failureText, onSubmit } = useFormSubmission({
    form,
    fields: ['currentPassword', 'newPassword'],
    send: ({ currentPassword, newPassword }) => updatePassword({ currentPassword, newPassword }),
    onSuccess: () => {
      form.reset(EMPTY);
      toast.success(t('account.passwordSaved'));
    },
  });

  return (
    <SectionCard id="password" label={t('account.passwordTitle')}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormAlert message={failureText} />
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" autoComplete="username" value={email} hidden readOnly />
        <PasswordField label={t('account.currentPassword')} {...fieldOf(form, 'currentPassword')} />
        <PasswordField
          label={t('account.newPassword')}
          isNew
          hint={t('account.newPasswordHint')}
          {...fieldOf(form, 'newPassword')}
        />
        <PasswordField
          label={t('account.confirmPassword')}
          isNew
          {...fieldOf(form, 'confirmPassword')}
        />
        <FormSubmitRow isPending={mutation.isPending} pendingLabel={t('account.savingPassword')}>
          {t('account.savePassword')}
        </FormSubmitRow>
      </form>
    </SectionCard>
  );
}
