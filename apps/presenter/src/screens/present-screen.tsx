import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MessagePage } from '../components/message-page';

/** Placeholder of present mode until the live-session release fills it. */
export function PresentScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <MessagePage
      title={t('present.title')}
      body={t('present.unavailable', { id })}
      links={[{ to: '/home', label: t('placeholder.backHome') }]}
    />
  );
}
