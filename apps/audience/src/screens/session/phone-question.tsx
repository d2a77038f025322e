import type { ReactNode } from 'react';
import type { TPublicSlide } from '@crowdeck/core';
import { useTranslation } from '../../i18n';
import { SlideQuestion } from './slide-question';

/**
 * The question on the phone, or, when the presenter keeps the texts on the big screen, a plain
 * pointer to it.
 */
export function PhoneQuestion(props: { slide: TPublicSlide; shown: boolean }): ReactNode {
  const { t } = useTranslation();
  if (props.shown) return <SlideQuestion slide={props.slide} />;
  return <p className="lead look-up">{t('answer.lookUp')}</p>;
}
