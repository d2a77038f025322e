import type { ReactNode } from 'react';
import type { TPresentation } from '@crowdeck/core';
import { MessagePage } from '../../components/message-page';
import { PageLoader } from '../../components/page-loader';
import { useTranslation } from '../../i18n/i18n';
import { usePresenterStore } from '../../state/presenter-store';

/**
 * What a live window (present mode, control screen) shows until its deck is there: the loader, a
 * plain empty state when it cannot be loaded (no error: the way back is offered), or "no slides"
 * with the way to the editor; then its content.
 */
export function LiveDeckGate(props: {
  id: string;
  isError: boolean;
  children: (deck: TPresentation) => ReactNode;
}) {
  const { t } = useTranslation();
  const deck = usePresenterStore((state) => state.presentation);
  if (props.isError) {
    return (
      <MessagePage
        title={t('present.empty.title')}
        body={t('present.empty.body')}
        links={[{ to: '/home', label: t('present.backHome') }]}
      />
    );
  }
  if (!deck || deck.id !== props.id) return <PageLoader />;
  if (deck.Slides.length === 0) {
    return (
      <MessagePage
        title={t('present.noSlides.title')}
        body={t('present.noSlides.body')}
        links={[
          { to: `/presentation/${deck.id}`, label: t('present.toEditor') },
          { to: '/home', label: t('present.backHome') },
        ]}
      />
    );
  }
  return props.children(deck);
}
