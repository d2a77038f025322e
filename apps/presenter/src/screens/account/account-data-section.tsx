import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { deleteAccount, downloadAccountArchive } from '../../api/privacy';
import { useAppNavigate } from '../../app/navigate';
import { endSession } from '../../auth/session';
import { FormAlert } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { fieldOf } from '../../forms/field-of';
import { PasswordField, TextField } from '../../components/text-field';
import { toast } from '../../components/toasts';
import { useFormSubmission } from '../../forms/use-form-submission';
import { useTranslation } from '../../i18n/i18n';
import { useErrorMessage } from '../../i18n/use-error-message';
import { BusyButton } from '../../components/busy-button';
import { SectionCard } from '../../components/section-card';

const EMPTY = { confirmation: '', currentPassword: '' };

/**
 * The account's data: download all of it as one zip, or delete the account for good — after the
 * email typed out and the password (an account that signs in through its organisation has none).
 */
export function AccountDataSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const go = useAppNavigate();
  const download = useMutation({ mutationFn: downloadAccountArchive });
  const downloadError = useErrorMessage(download.error);
  const [asking, setAsking] = useState(false);
  const schema = z.object({
    confirmation: z
      .string()
      .refine((typed) => typed.trim().toLowerCase() === email, 'confirmation.wrong'),
    currentPassword: z.string().max(1024),
  });
  const form = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { mutation, failureText, onSubmit } = useFormSubmission({
    form,
    fields: ['confirmation', 'currentPassword'],
    send: ({ confirmation, currentPassword }) =>
      deleteAccount(currentPassword ? { confirmation, currentPassword } : { confirmation }),
    onSuccess: () => {
      endSession();
      toast.success(t('accountData.deleted'));
      go('login', {}, {}, { replace: true });
    },
  });

  return (
    <SectionCard id="account-data" label={t('accountData.title')}>
      <p className="section-card__text">{t('accountData.downloadHint')}</p>
      <FormAlert message={download.isError ? downloadError : null} />
      <BusyButton
        className="button button--secondary"
        onClick={() => download.mutate()}
        isBusy={download.isPending}
      >
        {download.isPending ? t('accountData.downloading') : t('accountData.download')}
      </BusyButton>
      <h3>{t('accountData.deleteTitle')}</h3>
      <p className="section-card__text">{t('accountData.deleteHint')}</p>
      {asking ? (
        <form className="form" onSubmit={onSubmit} noValidate>
          <FormAlert message={failureText} />
          <TextField
            label={t('accountData.confirmLabel', { email })}
            type="email"
            autoComplete="off"
            {...fieldOf(form, 'confirmation')}
          />
          <PasswordField
            label={t('accountData.password')}
            hint={t('accountData.passwordHint')}
            {...fieldOf(form, 'currentPassword')}
          />
          <div className="form__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                form.reset(EMPTY);
                setAsking(false);
              }}
            >
              {t('decks.cancel')}
            </button>
            <SubmitButton
              isPending={mutation.isPending}
              pendingLabel={t('accountData.deleting')}
              variant="danger-solid"
            >
              {t('accountData.deleteConfirm')}
            </SubmitButton>
          </div>
        </form>
      ) : (
        <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
          {t('accountData.delete')}
        </button>
      )}
    </SectionCard>
  );
}
