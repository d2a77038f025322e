import { useTranslation } from '../../i18n/i18n';
import { useSlideResults } from './use-live';
import { useWholeCards } from './use-whole-cards';

/** Answers shown at once; older ones stay in the results but leave the wall. */
const WALL_SIZE = 24;
/** Longer answers get smaller type, so a card of the longest allowed answer fits one wall row. */
const LONG_ANSWER_CHARS = 100;

/**
 * Open-ended: a live wall of answer cards, newest first. Moderation happens in the presenter's
 * private control view (/present/:id/room), never on the projected screen.
 */
export function AnswerWall({ slideId }: { slideId: string }) {
  const { t } = useTranslation();
  const results = useSlideResults(slideId);
  const entries = (results?.entries ?? []).slice(0, WALL_SIZE);
  const wallRef = useWholeCards<HTMLUListElement>(entries.map((entry) => entry.id).join());
  return (
    // A fit box: one row of cards (the wall's minimum height) must show, so the question shrinks.
    <div className="stage" data-fit-box>
      {entries.length === 0 ? (
        <p className="stage__empty">{t('present.openEnded.empty')}</p>
      ) : (
        <ul ref={wallRef} className="answer-wall" aria-label={t('present.openEnded.listLabel')}>
          {entries.map((entry) => (
            <li
              key={entry.id}
              className={
                entry.text.length > LONG_ANSWER_CHARS
                  ? 'answer-card answer-card--long'
                  : 'answer-card'
              }
            >
              <p dir="auto" className="answer-card__text">
                {entry.text}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="stage__count" role="status">
        {t('present.responses', { count: results?.totalResponses ?? 0 })}
      </p>
    </div>
  );
}
