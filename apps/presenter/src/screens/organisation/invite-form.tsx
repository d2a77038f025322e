import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ORGANISATION_ROLES, type TOrganisationRole } from '@crowdeck/core';
import { sendInvitation } from '../../api/organisations';
import { useRefreshOrganisation } from '../../api/use-organisation';
import { FormAlert } from '../../components/form-alert';
import { FormSubmitRow } from '../../components/form-submit-row';
import { FormField } from '../../components/form-field';
import { fieldOf } from '../../forms/field-of';
import { EmailField } from '../../components/text-field';
import { toast } from '../../components/toasts';
import { ZInviteFormSchema, type TInviteForm } from '../../forms/form-schemas';
import { useFormSubmission } from '../../forms/use-form-submission';
import { useValidationText } from '../../forms/use-validation-text';
import { i18n, useTranslation } from '../../i18n/i18n';
import { SectionCard } from '../../components/section-card';

const EMPTY: TInviteForm = { email: '', role: 'member' };

/** Invites by email with a role; only owners may pick the owner role. */
export function InviteForm({ callerRole }: { callerRole: TOrganisationRole }) {
  const { t } = useTranslation();
  const translate = useValidationText();
  const id = useId();
  const refresh = useRefreshOrganisation();
  const form = useForm({ resolver: zodResolver(ZInviteFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const { mutation, failureText, onSubmit } = useFormSubmission({
    form,
    fields: ['email', 'role'],
    send: sendInvitation,
    onSuccess: (invitation) => {
      form.reset(EMPTY);
      refresh();
      toast.success(i18n.t('organisation.inviteSent', { email: invitation.email }));
    },
  });
  const roleError = errors.role?.message;
  const isOwner = callerRole === 'owner';

  return (
    <SectionCard id={id} label={t('organisation.inviteTitle')}>
      <p className="section-card__text">{t('organisation.inviteHint')}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormAlert message={failureText} />
        <EmailField
          label={t('organisation.inviteEmail')}
          autoComplete="off"
          {...fieldOf(form, 'email')}
        />
        <FormField
          label={t('organisation.inviteRole')}
          hint={isOwner ? undefined : t('organisation.inviteOwnerHint')}
          error={roleError ? translate(roleError) : undefined}
        >
          {(control) => (
            <select className="field__input" {...control} {...form.register('role')}>
              {ORGANISATION_ROLES.map((role) => (
                <option key={role} value={role} disabled={role === 'owner' && !isOwner}>
                  {t(`organisation.role.${role}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormSubmitRow
          isPending={mutation.isPending}
          pendingLabel={t('organisation.inviteSending')}
        >
          {t('organisation.inviteSubmit')}
        </FormSubmitRow>
      </form>
    </SectionCard>
  );
}
