import type { TTranslate } from '@crowdeck/web';
import type { TPresenterKey } from '../i18n/i18n';
import { useTranslation } from '../i18n/i18n';
import type { TCheckoutRequestResponse } from '@crowdeck/core';
import { MessagePage } from '../components/message-page';
import { PageLoader } from '../components/page-loader';
import { AppShell } from '../components/app-shell';
import { useRefusalMessage } from '../i18n/use-refusal-message';
import { formatDate } from '../lib/dates';
import { checkoutReturnPath, getSuccessView } from './checkout/checkout-outcome';
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

  const message = (title: string, body: string, icon: string, to: typeof links = links) => (
    <MessagePage title={title} body={body} links={to} icon={icon} />
  );

  if (!checkoutId) return message(t('checkoutSuccess.title'), t('checkoutSuccess.body'), '✓');
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
    return message(t('checkoutSuccess.slowTitle'), t('checkoutSuccess.slowBody'), '…');
  }
  if (view === 'notPaid') {
    const seeWhy = {
      to: checkoutReturnPath('error', checkoutId),
      label: t('checkoutSuccess.seeWhy'),
    };
    return message(t('checkoutError.title'), t('checkoutSuccess.notPaidBody'), '!', [seeWhy]);
  }
  return message(t('checkoutSuccess.title'), describePaid(query.data, t), '✓');
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
