import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n/i18n';
import { toast } from '../../components/toasts';
import { ZContactRequestSchema, type TContactRequest } from '@crowdeck/core';
import { sendContactRequest } from '../../api/billing';
import { FormAlert } from '../../components/form-alert';
import { Modal } from '../../components/modal';
import { SubmitButton } from '../../components/submit-button';
import { FormField } from '../../components/form-field';
import { fieldOf } from '../../forms/field-of';
import { EmailField, TextField } from '../../components/text-field';
import { useFormSubmission } from '../../forms/use-form-submission';
import { useValidationText } from '../../forms/use-validation-text';
import { useProfile } from '../../auth/use-profile';

const toOptionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
const toOptionalText = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The Custom plan's contact form: name, email, company, audience size and a message. */
export function ContactModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useValidationText();
  const formId = useId();
  const user = useProfile().data;
  const [isSent, setIsSent] = useState(false);
  const form = useForm<TContactRequest>({
    resolver: zodResolver(ZContactRequestSchema),
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', message: '' },
  });
  const { errors } = form.formState;
  const { mutation, failureText, onSubmit } = useFormSubmission({
    form,
    fields: ['name', 'email', 'company', 'audienceSize', 'message'],
    send: sendContactRequest,
    onSuccess: () => {
      setIsSent(true);
      toast.success(t('contact.sentToast'));
    },
  });

  if (isSent) {
    return (
      <Modal
        title={t('contact.sentTitle')}
        onClose={onClose}
        footer={
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('contact.close')}
          </button>
        }
      >
        <p role="status">{t('contact.sentBody')}</p>
      </Modal>
    );
  }

  const messageError = errors.message?.message;
  return (
    <Modal
      title={t('contact.title')}
      onClose={onClose}
      closeLabel={t('contact.cancel')}
      footer={
        <SubmitButton
          form={formId}
          block={false}
          isPending={mutation.isPending}
          pendingLabel={t('contact.sending')}
        >
          {t('contact.send')}
        </SubmitButton>
      }
    >
      <p className="contact-form__lead">{t('contact.lead')}</p>
      <form id={formId} className="form contact-form" onSubmit={onSubmit} noValidate>
        <FormAlert message={failureText} />
        <TextField label={t('contact.name')} autoComplete="name" {...fieldOf(form, 'name')} />
        <EmailField label={t('contact.email')} {...fieldOf(form, 'email')} />
        <TextField
          label={t('contact.company')}
          autoComplete="organization"
          {...fieldOf(form, 'company', { setValueAs: toOptionalText })}
        />
        <TextField
          label={t('contact.audienceSize')}
          type="number"
          inputMode="numeric"
          min={1}
          hint={t('contact.audienceSizeHint')}
          {...fieldOf(form, 'audienceSize', { setValueAs: toOptionalNumber })}
        />
        <FormField
          label={t('contact.message')}
          error={messageError ? translate(messageError) : undefined}
        >
          {(control) => (
            <textarea
              dir="auto"
              className="field__input field__textarea"
              rows={4}
              {...control}
              {...form.register('message')}
            />
          )}
        </FormField>
      </form>
    </Modal>
  );
}
