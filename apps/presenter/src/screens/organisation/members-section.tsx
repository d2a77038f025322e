import type { TOrganisation } from '@crowdeck/core';
import { useMembers } from '../../api/use-organisation';
import { useProfile } from '../../auth/use-profile';
import { useTranslation } from '../../i18n/i18n';
import { useErrorMessage } from '../../i18n/use-error-message';
import { MemberRow } from './member-row';
import { LoadStatus } from '../../components/load-status';
import { SectionCard } from '../../components/section-card';

/** Owners' and admins' list of members: role, joined, last sign-in, a role select and Remove. */
export function MembersSection({ organisation }: { organisation: TOrganisation }) {
  const { t } = useTranslation();
  const members = useMembers(true);
  const profile = useProfile();
  const loadError = useErrorMessage(members.error);

  return (
    <SectionCard
      id="members"
      className="organisation-wide"
      label={
        <>
          {t('organisation.membersTitle')}
          {members.data && ' '}
          {members.data && (
            <span className="section-card__count">
              {t('organisation.membersCount', { count: members.data.length })}
            </span>
          )}
        </>
      }
    >
      <LoadStatus
        query={members}
        failure={t('organisation.loadFailed', { reason: loadError })}
        retryLabel={t('organisation.retry')}
      />
      {members.data && (
        <ul className="member-list">
          {members.data.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              callerRole={organisation.role}
              isSelf={member.userId === profile.data?.id}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
