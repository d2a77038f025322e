import { Link, useLocation, useSearchParams } from 'react-router';
import { ZAcceptInvitationRequestSchema } from '@crowdeck/core';
import { useAcceptInvitation } from '../../api/use-organisation';
import { withNext } from '../../app/continue-path';
import { useAppNavigate } from '../../app/navigate';
import { useProfile } from '../../auth/use-profile';
import { useToken } from '../../auth/use-token';
import { AppShell } from '../../components/app-shell';
import { FormAlert } from '../../components/form-alert';
import { toast } from '../../components/toasts';
import { useErrorMessage } from '../../i18n/use-error-message';
import { i18n, useTranslation } from '../../i18n/i18n';
import { refusalCode } from '../../i18n/field-refusal';
import { InvitationCard } from './invitation-card';
import { InvitationRefusal, isInvitationRefusal } from './invitation-refusal';
import { BusyButton } from '../../components/busy-button';

/**
 * A mailed invitation link (`/invitation?token=…`): visitors are asked to sign in or sign up and
 * come back here; signed-in users accept and land on the organisation page.
 */
export function InvitationScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const signedIn = useToken() !== null;
  const parsed = ZAcceptInvitationRequestSchema.safeParse({ token: params.get('token') ?? '' });
  const here = `${location.pathname}${location.search}`;

  let content;
  if (!parsed.success) {
    content = (
      <InvitationCard title={t('invitation.missingTitle')} body={t('invitation.missingBody')}>
        <Link to={signedIn ? '/home' : '/login'} className="button button--secondary">
          {signedIn ? t('invitation.toHome') : t('invitation.login')}
        </Link>
      </InvitationCard>
    );
  } else if (!signedIn) {
    content = (
      <InvitationCard title={t('invitation.signInTitle')} body={t('invitation.signInBody')}>
        <Link to={withNext('/login', here)} className="button button--primary">
          {t('invitation.login')}
        </Link>
        <Link to={withNext('/register', here)} className="button button--secondary">
          {t('invitation.register')}
        </Link>
      </InvitationCard>
    );
  } else {
    content = <AcceptInvitation token={parsed.data.token} />;
  }
  return <AppShell>{content}</AppShell>;
}

/** The signed-in user's question "Join?": Accept, or the refusal in plain words. */
function AcceptInvitation({ token }: { token: string }) {
  const { t } = useTranslation();
  const go = useAppNavigate();
  const profile = useProfile();
  const accept = useAcceptInvitation();
  const failure = useErrorMessage(accept.error);
  const code = refusalCode(accept.error);

  if (code !== null && isInvitationRefusal(code)) {
    return <InvitationRefusal code={code} email={profile.data?.email ?? ''} />;
  }

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: (organisation) => {
        toast.success(i18n.t('invitation.joined', { name: organisation.name }));
        go('organisation', {}, {}, { replace: true });
      },
    });

  return (
    <InvitationCard title={t('invitation.title')} body={t('invitation.body')}>
      {profile.data && (
        <p className="message-card__note">
          {t('invitation.signedInAs', { email: profile.data.email })}
        </p>
      )}
      <FormAlert message={failure} />
      <BusyButton className="button button--primary" isBusy={accept.isPending} onClick={onAccept}>
        {accept.isPending ? t('invitation.accepting') : t('invitation.accept')}
      </BusyButton>
      <Link to="/home" className="button button--secondary">
        {t('invitation.notNow')}
      </Link>
    </InvitationCard>
  );
}
