import { useTranslation } from 'react-i18next';
import { MessagePage } from '../components/message-page';

/** Where the payment provider returns after a completed payment. */
export function CheckoutSuccessScreen() {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('checkoutSuccess.title')}
      body={t('checkoutSuccess.body')}
      icon="✓"
      links={[
        { to: '/account', label: t('checkoutSuccess.account') },
        { to: '/home', label: t('checkoutSuccess.home') },
      ]}
    />
  );
}
