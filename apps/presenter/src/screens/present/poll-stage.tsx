import { useTranslation } from '../../i18n/i18n';
import { getFilledOptions, type TSlide } from '@crowdeck/core';
import { getBarRows } from '@crowdeck/web';
import { countText } from './count-text';
import { useSlideResults } from './use-live';
import { ResultBars } from './result-bars';

/** A poll: live bars of the votes and the number of votes so far. */
export function PollStage({ slide }: { slide: TSlide }) {
  const { t } = useTranslation();
  const results = useSlideResults(slide.id);
  const options = getFilledOptions(slide.options).map((option, index) => ({
    ...option,
    text: option.text || t('present.optionNumber', { number: index + 1 }),
  }));
  const rows = getBarRows(options, results?.counts ?? {});
  const total = results?.totalResponses ?? 0;
  return (
    <div className="stage">
      <ResultBars
        rows={rows}
        caption={t('present.results.caption', { question: slide.question })}
      />
      <p className="stage__count" role="status">
        {countText(t, 'present.votes', total)}
      </p>
    </div>
  );
}
