import { useTranslation } from 'react-i18next';
import { MessagePage } from '../components/message-page';

/** Where the payment provider returns after a cancelled or failed payment. */
export function CheckoutErrorScreen() {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('checkoutError.title')}
      body={t('checkoutError.body')}
      icon="!"
      links={[
        { to: '/pricing', label: t('checkoutError.pricing') },
        { to: '/account', label: t('checkoutError.account') },
      ]}
    />
  );
}
