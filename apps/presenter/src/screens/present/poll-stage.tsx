import { useTranslation } from '../../i18n/i18n';
import type { TSlide } from '@crowdeck/core';
import { getBarRows } from '@crowdeck/web';
import { setPollVoting } from '../../live/present-actions';
import { countText } from './count-text';
import { getPollTotalKey } from './poll-total';
import { FormatResults } from './format-stage';
import { useStageOptions } from './use-stage-options';
import { useSlideResults } from './use-live';
import { ResultBars } from './result-bars';
import { ActionButton } from '../../components/action-button';

/**
 * A poll: live results (bars, a number's spread, averages of statements, ranked items) and the
 * number of votes (of people, with up to k choices) so far; hidden until voting closes when the presenter chose so. Voting can be
 * closed and opened again by hand.
 */
export function PollStage({ slide }: { slide: TSlide }) {
  const { t } = useTranslation();
  const results = useSlideResults(slide.id);
  const options = useStageOptions(slide);
  const total = results?.totalResponses ?? 0;
  const closed = results?.votingClosed === true;
  let body;
  if (results?.hidden) {
    body = <p className="format-prompt">{t('present.poll.hidden')}</p>;
  } else if (slide.format && slide.format !== 'choice' && slide.format !== 'multi') {
    body = <FormatResults slide={slide} results={results} revealed={false} />;
  } else {
    body = (
      <ResultBars
        rows={getBarRows(options, results?.counts ?? {}, [], total)}
        caption={t('present.results.caption', { question: slide.question })}
      />
    );
  }
  return (
    <div className="stage">
      {body}
      <div className="stage__footer">
        <p className="stage__count" role="status">
          {countText(t, getPollTotalKey(slide), total)}
          {closed ? ` · ${t('present.poll.closed')}` : ''}
        </p>
        <ActionButton
          look="secondary"
          className="stage__action"
          onClick={() => void setPollVoting(closed)}
        >
          {closed ? t('present.poll.reopen') : t('present.poll.close')}
        </ActionButton>
      </div>
    </div>
  );
}
