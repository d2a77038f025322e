import { choiceOfSlide } from '../../editor/slide-types';
import { FormatResults } from '../present/format-stage';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getBarRows } from '@crowdeck/web';
import type { TReportParticipant, TReportSlide } from '@crowdeck/core';
import { downloadSlideImage, getSlideResponses } from '../../api/reports';
import { toast } from '../../components/toasts';
import { describeError } from '../../i18n/error-message';
import { PageLoader } from '../../components/page-loader';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format-number';
import { REACTION_ICONS } from '../present/icons';
import { ResultBars } from '../present/result-bars';
import { LoadErrorNotice } from '../../components/load-error-notice';
import { formatSeconds } from './run-format';
import { wordMessage } from '../../i18n/word-message';
import { BusyButton } from '../../components/busy-button';
import { DataTable } from '../../components/data-table';

/** How many of the leaderboard a report shows, as the big screen does. */
const BOARD_SIZE = 10;

/** Store names of the reaction icons, per kind. */
const ICON_OF = { heart: 'hearts', smile: 'smiles', like: 'likes', sad: 'sads' } as const;

/** The reactions phones sent while the slide was shown, when there were any. */
function SlideReactions(props: { reactions: TReportSlide['reactions'] }) {
  const { t } = useTranslation();
  const kinds = (Object.keys(ICON_OF) as (keyof typeof ICON_OF)[]).filter(
    (kind) => props.reactions[kind] > 0,
  );
  if (kinds.length === 0) return null;
  return (
    <ul className="report-slide__reactions" aria-label={t('reports.reactions')}>
      {kinds.map((kind) => (
        <li key={kind}>
          <span className="report-slide__reaction-icon" aria-hidden="true">
            {REACTION_ICONS[ICON_OF[kind]]}
          </span>
          {t(`reports.reaction.${kind}`, { count: props.reactions[kind] })}
        </li>
      ))}
    </ul>
  );
}

/** One slide of a run's report: its question, its results as present mode draws them, details. */
export function SlideReport(props: {
  runId: string;
  slide: TReportSlide;
  participants: TReportParticipant[];
  /** An anonymous session's report: no one's own responses to show. */
  anonymous?: boolean;
}) {
  const { t } = useTranslation();
  const { slide } = props;
  const [showDetails, setShowDetails] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const saveImage = async () => {
    setIsSaving(true);
    try {
      await downloadSlideImage(props.runId, slide.id);
    } catch (error) {
      const reason = describeError(error);
      toast.error(`${t('reports.downloadError')} ${wordMessage(t, reason)}`);
    } finally {
      setIsSaving(false);
    }
  };
  const titleId = `slide-${slide.id}`;
  return (
    <section className="card report-slide" aria-labelledby={titleId}>
      <p className="report-slide__type">
        {slide.position + 1}. {t(`slideType.${choiceOfSlide(slide)}`)}
      </p>
      <h3 dir="auto" id={titleId} className="report-slide__question">
        {slide.question || t('reports.noQuestion')}
      </h3>
      <p className="report-slide__meta">
        {t('reports.responses', { count: slide.responses })}
        {slide.percentCorrect !== null &&
          ` · ${t('reports.percentCorrect', { percent: slide.percentCorrect })}`}
        {slide.averageMs !== null &&
          ` · ${t('reports.averageTime', { time: formatSeconds(slide.averageMs) })}`}
      </p>
      <SlideReactions reactions={slide.reactions} />
      <SlideResults slide={slide} participants={props.participants} />
      <div className="report-slide__actions">
        <BusyButton
          className="button button--secondary button--small"
          onClick={() => void saveImage()}
          isBusy={isSaving}
          aria-label={t('reports.imageNamed', { number: slide.position + 1 })}
        >
          {isSaving ? t('reports.downloading') : t('reports.image')}
        </BusyButton>
        {!props.anonymous &&
          slide.type !== 'leaderboard' &&
          slide.type !== 'qa' &&
          slide.type !== 'content' && (
            <>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-expanded={showDetails}
                onClick={() => setShowDetails(!showDetails)}
              >
                {showDetails ? t('reports.hideDetails') : t('reports.showDetails')}
              </button>
            </>
          )}
      </div>
      {showDetails && <SlideResponses runId={props.runId} slide={slide} />}
    </section>
  );
}

function SlideResults({
  slide,
  participants,
}: {
  slide: TReportSlide;
  participants: TReportParticipant[];
  /** An anonymous session's report: no one's own responses to show. */
  anonymous?: boolean;
}) {
  const { t } = useTranslation();
  if (slide.formatResults && slide.format !== 'multi') {
    return <FormatResults slide={slide} results={slide.formatResults} revealed />;
  }
  if (slide.type === 'quiz' || slide.type === 'poll') {
    const correct =
      slide.type === 'quiz' ? slide.options.filter((o) => o.isCorrect).map((o) => o.id) : [];
    return (
      <ResultBars
        // Shares of the people who answered: several answers each add up to more than 100 %.
        rows={getBarRows(slide.options, slide.counts, correct, slide.responses)}
        caption={t('reports.resultsCaption', { question: slide.question })}
        revealed={slide.type === 'quiz'}
      />
    );
  }
  if (slide.type === 'wordCloud') {
    if (slide.words.length === 0) return <p>{t('reports.noWords')}</p>;
    const max = Math.max(...slide.words.map((w) => w.count));
    return (
      <ul className="report-words" aria-label={t('reports.wordsLabel')}>
        {slide.words.map((word) => (
          <li
            dir="auto"
            key={word.text}
            className="report-words__word"
            style={{ fontSize: `${0.9 + (word.count / max) * 1.6}rem` }}
          >
            {word.text}
            <span className="visually-hidden">: {t('reports.times', { count: word.count })}</span>
          </li>
        ))}
      </ul>
    );
  }
  if (slide.type === 'openEnded') {
    if (slide.entries.length === 0) return <p>{t('reports.noAnswers')}</p>;
    return (
      <ul className="report-wall" aria-label={t('reports.wallLabel')}>
        {slide.entries.map((entry) => (
          <li
            dir="auto"
            key={entry.id}
            className={
              entry.hidden ? 'report-wall__entry report-wall__entry--hidden' : 'report-wall__entry'
            }
          >
            {entry.text}
            {entry.hidden && <span className="badge">{t('reports.hidden')}</span>}
          </li>
        ))}
      </ul>
    );
  }
  // A Q&A slide showed the run's questions: they are listed once, in the report's Q&A section.
  if (slide.type === 'qa') return <p>{t('reports.qaSlide')}</p>;
  if (slide.type === 'content') return <p>{t('reports.contentSlide')}</p>;
  const board = [...participants]
    .filter((p) => p.name)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, BOARD_SIZE);
  if (board.length === 0) return <p>{t('reports.nobody')}</p>;
  return (
    <ol className="report-board" aria-label={t('reports.boardLabel')}>
      {board.map((p) => (
        <li key={p.id}>
          <span className="report-board__rank">{p.rank}</span>
          <span dir="auto" className="report-board__name">
            {p.name}
          </span>
          <span className="report-board__score">{formatNumber(p.score)}</span>
        </li>
      ))}
    </ol>
  );
}

/** Each participant's response to the slide: answer, right or not, time and points. */
function SlideResponses({ runId, slide }: { runId: string; slide: TReportSlide }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['run-slide', runId, slide.id],
    queryFn: () => getSlideResponses(runId, slide.id),
  });
  if (query.isError) return <LoadErrorNotice titleKey="reports.loadError" query={query} />;
  if (!query.data) return <PageLoader inline />;
  const { responses } = query.data;
  if (responses.length === 0) return <p>{t('reports.noResponses')}</p>;
  const quiz = slide.type === 'quiz';
  return (
    <DataTable
      caption={t('reports.responsesCaption', { question: slide.question })}
      headings={[
        t('reports.col.name'),
        t('reports.col.answer'),
        ...(quiz
          ? [t('reports.col.correctAnswer'), t('reports.col.time'), t('reports.col.points')]
          : []),
      ]}
    >
      {responses.map((r, index) => (
        <tr key={`${r.participantId}-${index}`}>
          <th dir="auto" scope="row">
            {r.name ?? t('reports.anonymous')}
          </th>
          <td>{r.answer}</td>
          {quiz && <td>{r.correct ? t('reports.yes') : t('reports.no')}</td>}
          {quiz && <td>{formatSeconds(r.elapsedMs)}</td>}
          {quiz && <td>{formatNumber(r.points)}</td>}
        </tr>
      ))}
    </DataTable>
  );
}
