import type { TOrganisationInvitation } from '@crowdeck/core';
import { useInvitations, useRevokeInvitation } from '../../api/use-organisation';
import { FormAlert } from '../../components/form-alert';
import { toast } from '../../components/toasts';
import { useFieldRefusalMessage } from '../../i18n/field-refusal';
import { i18n, useTranslation } from '../../i18n/i18n';
import { useErrorMessage } from '../../i18n/use-error-message';
import { formatDate } from '../../lib/dates';
import { SectionCard } from '../../components/section-card';
import { LoadStatus } from '../../components/load-status';
import { ActionButton } from '../../components/action-button';

/** Invitations not accepted yet, each with its role, expiry and Revoke. */
export function InvitationsSection() {
  const { t } = useTranslation();
  const invitations = useInvitations(true);
  const revoke = useRevokeInvitation();
  const loadError = useErrorMessage(invitations.error);
  const revokeError = useFieldRefusalMessage(revoke.error);

  const onRevoke = (invitation: TOrganisationInvitation) =>
    revoke.mutate(invitation.id, {
      onSuccess: () => toast.success(i18n.t('organisation.revoked', { email: invitation.email })),
    });

  return (
    <SectionCard id="invitations" label={t('organisation.invitationsTitle')}>
      <FormAlert message={revokeError} />
      <LoadStatus
        query={invitations}
        failure={t('organisation.loadFailed', { reason: loadError })}
        retryLabel={t('organisation.retry')}
      />
      {invitations.data?.length === 0 && (
        <p className="section-card__text">{t('organisation.invitationsEmpty')}</p>
      )}
      {invitations.data && invitations.data.length > 0 && (
        <ul className="invitation-list">
          {invitations.data.map((invitation) => (
            <li key={invitation.id} className="invitation">
              <div className="invitation__who">
                <p className="invitation__email">{invitation.email}</p>
                <p className="invitation__meta">
                  <span className="badge">{t(`organisation.role.${invitation.role}`)}</span>{' '}
                  {t('organisation.invitationExpires', { date: formatDate(invitation.expiresAt) })}
                </p>
              </div>
              <ActionButton
                look="secondary"
                className="button--small"
                aria-label={t('organisation.revokeLabel', { email: invitation.email })}
                disabled={revoke.isPending && revoke.variables === invitation.id}
                onClick={() => onRevoke(invitation)}
              >
                {t('organisation.revoke')}
              </ActionButton>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
