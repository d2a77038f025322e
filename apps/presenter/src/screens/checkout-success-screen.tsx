import type { TTranslate } from '@crowdeck/web';
import type { TPresenterKey } from '../i18n/i18n';
import { useTranslation } from '../i18n/i18n';
import type { TCheckoutRequestResponse } from '@crowdeck/core';
import { MessagePage } from '../components/message-page';
import { PageLoader } from '../components/page-loader';
import { AppShell } from '../components/app-shell';
import { useRefusalMessage } from '../i18n/use-refusal-message';
import { formatDate } from '../lib/dates';
import { getSuccessView } from './checkout/checkout-outcome';
import { useCheckoutRequest } from './checkout/use-checkout-request';

/** Where the payment provider returns after a payment: confirms it and explains the new plan. */
export function CheckoutSuccessScreen() {
  const { t } = useTranslation();
  const { checkoutId, query, attempts } = useCheckoutRequest({ poll: true });
  const failureText = useRefusalMessage(query.error);
  const links = [
    { to: '/account', label: t('checkoutSuccess.account') },
    { to: '/home', label: t('checkoutSuccess.home') },
  ];

  if (!checkoutId) {
    return (
      <MessagePage
        title={t('checkoutSuccess.title')}
        body={t('checkoutSuccess.body')}
        links={links}
        icon="✓"
      />
    );
  }
  if (query.isError) {
    return (
      <MessagePage
        title={t('checkoutSuccess.checkFailedTitle')}
        body={t('checkoutSuccess.checkFailedBody', { reason: failureText })}
        links={[{ to: '/account', label: t('checkoutSuccess.account') }]}
        icon="!"
      />
    );
  }
  if (!query.data) return <Confirming />;

  const view = getSuccessView(query.data.status, attempts);
  if (view === 'confirming') return <Confirming />;
  if (view === 'slow') {
    return (
      <MessagePage
        title={t('checkoutSuccess.slowTitle')}
        body={t('checkoutSuccess.slowBody')}
        links={links}
        icon="…"
      />
    );
  }
  if (view === 'notPaid') {
    return (
      <MessagePage
        title={t('checkoutError.title')}
        body={t('checkoutSuccess.notPaidBody')}
        links={[
          {
            to: `/checkout-error?checkout_id=${encodeURIComponent(checkoutId)}`,
            label: t('checkoutSuccess.seeWhy'),
          },
        ]}
        icon="!"
      />
    );
  }
  return (
    <MessagePage
      title={t('checkoutSuccess.title')}
      body={describePaid(query.data, t)}
      links={links}
      icon="✓"
    />
  );
}

function describePaid(answer: TCheckoutRequestResponse, t: TTranslate<TPresenterKey>) {
  const { subscription } = answer;
  const plan = t(`plan.name.${subscription.plan === 'free' ? answer.plan : subscription.plan}`);
  const date = formatDate(subscription.currentPeriodEnd);
  if (!date) return t('checkoutSuccess.paidNoDate', { plan });
  return subscription.renews
    ? t('checkoutSuccess.paidRenews', { plan, date })
    : t('checkoutSuccess.paidEnds', { plan, date });
}

function Confirming() {
  const { t } = useTranslation();
  return (
    <AppShell>
      <section className="card message-card" aria-busy="true">
        <h1 className="message-card__title">{t('checkoutSuccess.confirmingTitle')}</h1>
        <p className="message-card__body">{t('checkoutSuccess.confirmingBody')}</p>
        <PageLoader inline />
      </section>
    </AppShell>
  );
}
