import { useTranslation } from '../i18n/i18n';
import { useSearchParams } from 'react-router';
import { AppShell } from '../components/app-shell';
import { MessagePage } from '../components/message-page';
import { PageLoader } from '../components/page-loader';
import { getCheckoutContinuePath } from './pricing/pricing-logic';
import { checkoutReturnPath, getFailureKind } from './checkout/checkout-outcome';
import { useCheckoutRequest } from './checkout/use-checkout-request';

/** Where the payment provider returns after a canceled or declined payment: says why, offers a retry. */
export function CheckoutErrorScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { checkoutId, query } = useCheckoutRequest({ poll: false });

  if (checkoutId && query.isPending) {
    return (
      <AppShell>
        <PageLoader inline />
      </AppShell>
    );
  }
  const kind = getFailureKind(query.data?.status, params.get('reason'));
  const plan = query.data?.plan;
  if (kind === 'paid') {
    return (
      <MessagePage
        title={t('checkoutError.paidTitle')}
        body={t('checkoutError.paidBody')}
        links={[
          { to: checkoutReturnPath('success', checkoutId), label: t('checkoutError.seePlan') },
        ]}
        icon="✓"
      />
    );
  }
  return (
    <MessagePage
      title={t(`checkoutError.title.${kind}`)}
      body={t(`checkoutError.body.${kind}`)}
      icon="!"
      links={[
        {
          to: plan && kind === 'declined' ? getCheckoutContinuePath(plan) : '/pricing',
          label: t('checkoutError.tryAgain'),
        },
        { to: '/account', label: t('checkoutError.account') },
      ]}
    />
  );
}
