import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { logoutUser } from '../../api/users';
import { endSession } from '../../auth/session';
import { useTranslation } from '../../i18n/i18n';
import { InvitationCard } from './invitation-card';
import { BusyButton } from '../../components/busy-button';

const REFUSALS = [
  'invitation.invalid',
  'token.invalid',
  'invitation.otherEmail',
  'organisation.alreadyMember',
] as const;
type TInvitationRefusal = (typeof REFUSALS)[number];

/** Whether a refusal code is one the invitation page explains with its own next step. */
export function isInvitationRefusal(code: string): code is TInvitationRefusal {
  return (REFUSALS as readonly string[]).includes(code);
}

/** Why the invitation can't be accepted, and what to do: ask again, switch account or leave first. */
export function InvitationRefusal({ code, email }: { code: TInvitationRefusal; email: string }) {
  const { t } = useTranslation();
  // Signing out here keeps the link's address: the page then offers to sign in with another one.
  const logout = useMutation({ mutationFn: logoutUser, onSettled: () => endSession() });

  if (code === 'invitation.otherEmail') {
    return (
      <InvitationCard
        title={t('invitation.refusedTitle')}
        body={`${t('validation.invitation.otherEmail')} ${t('invitation.otherEmailHelp', { email })}`}
      >
        <BusyButton
          className="button button--primary"
          isBusy={logout.isPending}
          onClick={() => logout.mutate()}
        >
          {t('invitation.logOut')}
        </BusyButton>
      </InvitationCard>
    );
  }
  if (code === 'organisation.alreadyMember') {
    return (
      <InvitationCard title={t('invitation.refusedTitle')} body={t('invitation.alreadyMember')}>
        <Link to="/organisation" className="button button--primary">
          {t('invitation.toOrganisation')}
        </Link>
      </InvitationCard>
    );
  }
  return (
    <InvitationCard
      title={t('invitation.refusedTitle')}
      body={`${t('validation.invitation.invalid')} ${t('invitation.invalidHelp')}`}
    >
      <Link to="/home" className="button button--primary">
        {t('invitation.toHome')}
      </Link>
    </InvitationCard>
  );
}
