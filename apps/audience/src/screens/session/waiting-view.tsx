import { isolateText } from '@crowdeck/web';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';

/** Between slides, or before the first: you're in, and who you are. */
export function WaitingView(props: {
  name: string | null;
  title?: string;
  lead?: string;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <section className="panel panel-center waiting" aria-labelledby="waiting-title">
      <div className="waiting-pulse" aria-hidden="true" />
      <h1 dir="auto" id="waiting-title">
        {props.title ?? t('waiting.title')}
      </h1>
      <p className="lead">{props.lead ?? t('waiting.lead')}</p>
      {props.name ? (
        <p className="name-chip">{t('waiting.name', { name: isolateText(props.name) })}</p>
      ) : null}
    </section>
  );
}
