import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/i18n';
import { FactRow } from '../../components/fact-row';
import { Link, useParams } from 'react-router';
import { PLAN_CATALOGUE, type TSandboxCheckout, type TSandboxOutcome } from '@crowdeck/core';
import { fetchSandboxCheckout, sendSandboxOutcome } from '../../api/billing';
import { AppShell } from '../../components/app-shell';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { useRefusalMessage } from '../../i18n/use-refusal-message';
import { SandboxCardForm } from './sandbox-card-form';
import { SectionCard } from '../../components/section-card';
import { ActionButton } from '../../components/action-button';

/** The built-in sandbox provider's checkout page: test mode, a fake card, pay / decline / cancel. */
export function SandboxCheckoutScreen() {
  const { t } = useTranslation();
  const { checkoutId = '' } = useParams();
  const query = useQuery({
    queryKey: ['sandbox-checkout', checkoutId],
    queryFn: () => fetchSandboxCheckout(checkoutId),
    enabled: checkoutId !== '',
  });
  const loadError = useRefusalMessage(query.error);

  return (
    <AppShell>
      <div className="sandbox-banner" role="note">
        <strong className="sandbox-banner__title">{t('sandbox.bannerTitle')}</strong>
        <span className="sandbox-banner__text">{t('sandbox.bannerText')}</span>
      </div>
      <h1 className="page__title">{t('sandbox.title')}</h1>
      {query.isPending && <PageLoader inline />}
      {query.isError && (
        <section className="card section-card">
          <FormAlert message={t('sandbox.loadFailed', { reason: loadError })} />
          <div className="message-card__actions">
            <ActionButton look="primary" onClick={() => void query.refetch()}>
              {t('sandbox.retryLoad')}
            </ActionButton>
            <Link to="/pricing" className="button button--secondary">
              {t('checkoutError.pricing')}
            </Link>
          </div>
        </section>
      )}
      {query.data && <SandboxCheckoutDetails checkout={query.data} />}
    </AppShell>
  );
}

/** The buttons that end a sandbox checkout without paying, in their order on screen. */
const REFUSALS = [
  { outcome: 'decline', look: 'danger' },
  { outcome: 'cancel', look: 'secondary' },
] as const;

function SandboxCheckoutDetails({ checkout }: { checkout: TSandboxCheckout }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<TSandboxOutcome | null>(null);
  const mutation = useMutation({
    mutationFn: (outcome: TSandboxOutcome) => sendSandboxOutcome(checkout.checkoutId, outcome),
    onMutate: (outcome) => setChosen(outcome),
    onSuccess: (answer) => window.location.assign(answer.redirectUrl),
    onError: () => setChosen(null),
  });
  const failureText = useRefusalMessage(mutation.error);
  const entry = PLAN_CATALOGUE.find((plan) => plan.type === checkout.plan);
  const planName = t(`plan.name.${checkout.plan}`);
  const price = t('pricing.price', { price: checkout.price });
  const per = entry ? t(`pricing.per.${entry.time}`) : '';
  const isOpen = checkout.status === 'open';
  const busy = mutation.isPending || mutation.isSuccess;

  return (
    <div className="sandbox-layout">
      <SectionCard id="sandbox-summary" label={t('sandbox.summaryTitle')}>
        <dl className="facts">
          <FactRow term={t('sandbox.plan')} testId="sandbox-plan">
            {planName}
          </FactRow>
          <FactRow term={t('sandbox.price')}>
            {price} {per}
          </FactRow>
          <FactRow term={t('sandbox.account')} className="facts__wrap">
            {checkout.email}
          </FactRow>
        </dl>
      </SectionCard>
      <SectionCard id="sandbox-card" label={t('sandbox.cardTitle')}>
        {!isOpen && (
          <>
            <p className="section-card__text" role="status">
              {t(`sandbox.closed.${checkout.status}`)}
            </p>
            <Link to="/pricing" className="button button--secondary">
              {t('checkoutError.pricing')}
            </Link>
          </>
        )}
        {isOpen && (
          <>
            <SandboxCardForm
              disabled={busy}
              payLabel={t('sandbox.pay', { price })}
              payPending={chosen === 'pay'}
              onPay={() => mutation.mutate('pay')}
            />
            <FormAlert message={failureText} />
            <div className="sandbox-actions">
              {REFUSALS.map(({ outcome, look }) => (
                <ActionButton
                  key={outcome}
                  look={look}
                  disabled={busy}
                  aria-busy={chosen === outcome || undefined}
                  onClick={() => mutation.mutate(outcome)}
                >
                  {chosen === outcome ? t('sandbox.working') : t(`sandbox.${outcome}`)}
                </ActionButton>
              ))}
            </div>
            <p className="field__hint">{t('sandbox.declineHint')}</p>
          </>
        )}
      </SectionCard>
    </div>
  );
}
