import { useId, useState } from 'react';
import {
  ORGANISATION_ROLES,
  type TOrganisationMember,
  type TOrganisationRole,
} from '@crowdeck/core';
import { useRemoveMember, useSetMemberRole } from '../../api/use-organisation';
import { ConfirmModal } from '../../components/confirm-modal';
import { FormAlert } from '../../components/form-alert';
import { toast } from '../../components/toasts';
import { useFieldRefusalMessage } from '../../i18n/field-refusal';
import { i18n, useTranslation } from '../../i18n/i18n';
import { formatDate } from '../../lib/dates';

interface TMemberRowProps {
  member: TOrganisationMember;
  /** The signed-in user's role: only owners give or take the owner role. */
  callerRole: TOrganisationRole;
  /** Whether this row is the signed-in user (who leaves instead of removing themselves). */
  isSelf: boolean;
}

/** One member: name, email, joined and last sign-in, a role select and Remove (after a confirm). */
export function MemberRow({ member, callerRole, isSelf }: TMemberRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const [isConfirming, setIsConfirming] = useState(false);
  const setRole = useSetMemberRole();
  const remove = useRemoveMember();
  const failure = useFieldRefusalMessage(setRole.error ?? remove.error);
  // Only owners touch the owner role, so an admin can neither pick it nor change an owner.
  const mayChange = callerRole === 'owner' || member.role !== 'owner';
  const name = member.name;

  const changeRole = (role: TOrganisationRole) => {
    remove.reset();
    setRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          toast.success(
            i18n.t('organisation.roleSaved', { name, role: i18n.t(`organisation.role.${role}`) }),
          ),
      },
    );
  };

  const confirmRemove = () =>
    remove.mutate(member.userId, {
      onSuccess: () => toast.success(i18n.t('organisation.removed', { name })),
      onSettled: () => setIsConfirming(false),
    });

  return (
    <li className="member" aria-labelledby={`${id}-name`}>
      <div className="member__who">
        <p id={`${id}-name`} className="member__name">
          <bdi>{name}</bdi>
          {isSelf && <span className="badge member__you">{t('organisation.you')}</span>}
        </p>
        <p className="member__email">{member.email}</p>
      </div>
      <dl className="member__dates">
        <div>
          <dt>{t('organisation.joined')}</dt>
          <dd>
            <time dateTime={member.joinedAt}>{formatDate(member.joinedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('organisation.lastSignIn')}</dt>
          <dd>
            {member.lastSignInAt ? (
              <time dateTime={member.lastSignInAt}>{formatDate(member.lastSignInAt)}</time>
            ) : (
              t('organisation.never')
            )}
          </dd>
        </div>
      </dl>
      <div className="member__actions">
        <label className="visually-hidden" htmlFor={`${id}-role`}>
          {t('organisation.roleOf', { name })}
        </label>
        <select
          id={`${id}-role`}
          className="field__input member__role"
          value={member.role}
          disabled={!mayChange || setRole.isPending}
          aria-busy={setRole.isPending || undefined}
          onChange={(event) => changeRole(event.target.value as TOrganisationRole)}
        >
          {ORGANISATION_ROLES.map((role) => (
            <option key={role} value={role} disabled={role === 'owner' && callerRole !== 'owner'}>
              {t(`organisation.role.${role}`)}
            </option>
          ))}
        </select>
        {!isSelf && mayChange && (
          <button
            type="button"
            className="button button--danger button--small"
            aria-label={t('organisation.removeLabel', { name })}
            onClick={() => {
              setRole.reset();
              setIsConfirming(true);
            }}
          >
            {t('organisation.remove')}
          </button>
        )}
      </div>
      <FormAlert message={failure} />
      {isConfirming && (
        <ConfirmModal
          title={t('organisation.removeTitle', { name })}
          body={t('organisation.removeBody', { name })}
          confirmLabel={remove.isPending ? t('organisation.removing') : t('organisation.remove')}
          isBusy={remove.isPending}
          onClose={() => setIsConfirming(false)}
          onConfirm={confirmRemove}
        />
      )}
    </li>
  );
}
