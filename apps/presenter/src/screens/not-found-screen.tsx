import { useTranslation } from '../i18n/i18n';
import { MessagePage } from '../components/message-page';

/** Any path that names no screen. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('notFound.title')}
      body={t('notFound.body')}
      icon="?"
      links={[{ to: '/', label: t('notFound.home') }]}
    />
  );
}
