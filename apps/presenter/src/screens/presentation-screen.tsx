import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MessagePage } from '../components/message-page';

/** Placeholder of the presentation editor until the decks release fills it. */
export function PresentationScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <MessagePage
      title={t('presentation.title')}
      body={t('presentation.unavailable', { id })}
      links={[{ to: '/home', label: t('placeholder.backHome') }]}
    />
  );
}
