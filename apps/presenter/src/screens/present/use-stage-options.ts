import { getFilledOptions, type TOption, type TSlide } from '@crowdeck/core';
import { useTranslation } from '../../i18n/i18n';
import { usePresenterStore } from '../../state/presenter-store';

/**
 * The options a quiz or poll shows on the big screen: filled ones only, a blank text named by its
 * number. When phones show numbered colours instead of texts, every option carries its number
 * ("2. Friday") so the room can match the phone's "Option 2".
 */
export function useStageOptions(slide: TSlide): TOption[] {
  const { t } = useTranslation();
  const numbered = usePresenterStore((state) => state.presentation?.optionsOnPhones === false);
  return getFilledOptions(slide.options).map((option, index) => {
    const text = option.text || t('present.optionNumber', { number: index + 1 });
    return { ...option, text: numbered && option.text ? `${index + 1}. ${text}` : text };
  });
}
