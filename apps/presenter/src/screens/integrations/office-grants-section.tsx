import { API_PATHS, type TOfficeGrant } from '@crowdeck/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toast } from '../../components/toasts';
import { numberLocale, useTranslation } from '../../i18n/i18n';
import { SectionCard } from '../../components/section-card';
import { GrantItem } from './grant-item';

const GRANTS_KEY = ['office-grants'] as const;

/** The PowerPoint add-ins connected to the account's decks, each disconnectable. */
export function OfficeGrantsSection() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const grants = useQuery({
    queryKey: GRANTS_KEY,
    queryFn: () => api.get<TOfficeGrant[]>(API_PATHS.officeGrants),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => api.delete(`${API_PATHS.officeGrants}${id}/`),
    onSuccess: () => {
      toast.success(t('integrations.grants.revoked'));
      void client.invalidateQueries({ queryKey: GRANTS_KEY });
    },
    onError: () => toast.error(t('integrations.grants.revokeFailed')),
  });
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(numberLocale(), { dateStyle: 'medium' });

  return (
    <SectionCard id="office-grants" label={t('integrations.grants.heading')}>
      <p className="section-card__text">{t('integrations.grants.lead')}</p>
      {grants.isPending ? (
        <p role="status" className="section-card__text">
          {t('integrations.grants.loading')}
        </p>
      ) : null}
      {grants.isError ? (
        <p role="alert" className="notice notice--error">
          {t('integrations.grants.failed')}
        </p>
      ) : null}
      {grants.data?.length === 0 ? (
        <p className="section-card__text">{t('integrations.grants.none')}</p>
      ) : null}
      {grants.data && grants.data.length > 0 ? (
        <ul className="integrations__grants">
          {grants.data.map((grant) => (
            <GrantItem
              key={grant.id}
              title={grant.presentationTitle}
              detail={
                <>
                  {t('integrations.grants.via', {
                    client: t(`integrations.client.${grant.client}`),
                  })}
                  {' · '}
                  {t('integrations.grants.lastUsed', { date: date(grant.lastUsedAt) })}
                </>
              }
            >
              <button
                type="button"
                className="button button--small"
                aria-label={t('integrations.grants.revokeLabel', {
                  title: grant.presentationTitle,
                })}
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(grant.id)}
              >
                {t('integrations.grants.revoke')}
              </button>
            </GrantItem>
          ))}
        </ul>
      ) : null}
    </SectionCard>
  );
}
