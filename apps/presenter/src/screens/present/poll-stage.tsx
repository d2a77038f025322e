import { useTranslation } from '../../i18n/i18n';
import type { TSlide } from '@crowdeck/core';
import { getBarRows } from '@crowdeck/web';
import { countText } from './count-text';
import { useStageOptions } from './use-stage-options';
import { useSlideResults } from './use-live';
import { ResultBars } from './result-bars';

/** A poll: live bars of the votes and the number of votes so far. */
export function PollStage({ slide }: { slide: TSlide }) {
  const { t } = useTranslation();
  const results = useSlideResults(slide.id);
  const options = useStageOptions(slide);
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
