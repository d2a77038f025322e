import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RETENTION_DAYS, type TRetentionDays } from '@crowdeck/core';
import {
  fetchRetention,
  retentionQueryKey,
  updateRetention,
  type TRetentionScope,
} from '../../api/privacy';
import { FormAlert } from '../../components/form-alert';
import { toast } from '../../components/toasts';
import { i18n, useTranslation } from '../../i18n/i18n';
import { useErrorMessage } from '../../i18n/use-error-message';
import { SectionCard } from '../../components/section-card';
import { OptionalChoiceSelect } from '../../components/choice-select';

/**
 * How long ended sessions (participants, answers, Q&A and reports) are kept: the account's own
 * setting, or the organisation's (changed by owners and admins, shown to members).
 */
export function RetentionSection({
  scope,
  canChange = true,
}: {
  scope: TRetentionScope;
  canChange?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: retentionQueryKey(scope),
    queryFn: () => fetchRetention(scope),
  });
  const [failure, setFailure] = useState<unknown>(null);
  const failureText = useErrorMessage(failure ?? query.error);
  const mutation = useMutation({
    mutationFn: (retentionDays: TRetentionDays) => updateRetention(scope, { retentionDays }),
    onSuccess: (settings) => {
      queryClient.setQueryData(retentionQueryKey(scope), settings);
      void queryClient.invalidateQueries({ queryKey: ['retention'] });
      toast.success(i18n.t('privacy.saved'));
    },
    onError: setFailure,
  });
  const settings = query.data;
  const label = (days: TRetentionDays) =>
    days === null ? t('privacy.forever') : t(`privacy.days${days}`);

  return (
    <SectionCard id={id} label={t('privacy.title')}>
      <p className="section-card__text">{t('privacy.explain')}</p>
      <FormAlert message={failureText} />
      {settings && (
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {scope === 'organisation' ? t('privacy.organisationLabel') : t('privacy.accountLabel')}
          </label>
          <OptionalChoiceSelect
            id={id}
            className="field__input"
            blank={label(null)}
            choices={RETENTION_DAYS}
            value={settings.retentionDays}
            label={label}
            disabled={!canChange || mutation.isPending}
            aria-describedby={`${id}-hint`}
            onChange={(days) => {
              setFailure(null);
              mutation.mutate(days);
            }}
          />
          <p id={`${id}-hint`} className="field__hint">
            {scope === 'account' && settings.effective.source === 'organisation'
              ? t('privacy.organisationApplies', {
                  setting: label(settings.effective.retentionDays),
                })
              : canChange
                ? t('privacy.hint')
                : t('privacy.adminsChange')}
          </p>
        </div>
      )}
    </SectionCard>
  );
}
