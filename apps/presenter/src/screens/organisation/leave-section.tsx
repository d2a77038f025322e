import { useState } from 'react';
import type { TOrganisation } from '@crowdeck/core';
import { useRemoveMember } from '../../api/use-organisation';
import { useProfile } from '../../auth/use-profile';
import { useAppNavigate } from '../../app/navigate';
import { ConfirmModal } from '../../components/confirm-modal';
import { FormAlert } from '../../components/form-alert';
import { toast } from '../../components/toasts';
import { useFieldRefusalMessage } from '../../i18n/field-refusal';
import { i18n, useTranslation } from '../../i18n/i18n';
import { SectionCard } from '../../components/section-card';

/** Leave the organisation after a confirm; the last owner is told to hand over first. */
export function LeaveSection({ organisation }: { organisation: TOrganisation }) {
  const { t } = useTranslation();
  const go = useAppNavigate();
  const profile = useProfile();
  const leave = useRemoveMember();
  const [isConfirming, setIsConfirming] = useState(false);
  const failure = useFieldRefusalMessage(leave.error);
  const name = organisation.name;
  const userId = profile.data?.id;

  const confirmLeave = () => {
    if (!userId) return;
    leave.mutate(userId, {
      onSuccess: () => {
        toast.success(i18n.t('organisation.left', { name }));
        go('account', {}, {}, { replace: true });
      },
      onSettled: () => setIsConfirming(false),
    });
  };

  return (
    <SectionCard id="leave" label={t('organisation.leaveTitle')}>
      <p className="section-card__text">{t('organisation.leaveBody')}</p>
      <FormAlert message={failure} />
      <button
        type="button"
        className="button button--danger"
        disabled={!userId}
        onClick={() => {
          leave.reset();
          setIsConfirming(true);
        }}
      >
        {t('organisation.leave', { name })}
      </button>
      {isConfirming && (
        <ConfirmModal
          title={t('organisation.leaveConfirmTitle', { name })}
          body={t('organisation.leaveConfirmBody')}
          confirmLabel={
            leave.isPending ? t('organisation.leaving') : t('organisation.leaveConfirm')
          }
          isBusy={leave.isPending}
          onClose={() => setIsConfirming(false)}
          onConfirm={confirmLeave}
        />
      )}
    </SectionCard>
  );
}
