import { isolateText } from '@crowdeck/web';
import { getEmptyQuestionKeys } from '../../editor/slide-wording';
import { useTranslation } from '../../i18n/i18n';
import { fetchPresentation } from '../../api/decks';
import { SectionCard } from '../../components/section-card';
import { useRoomQuery } from './room-parts';

/** The slide on screen with its speaker notes, and the one after it, in the private window. */
export function RoomNotes({ presentationId }: { presentationId: string }) {
  const { t } = useTranslation();
  const { query: deck } = useRoomQuery('room-deck', presentationId, fetchPresentation);
  const slides = deck.data?.Slides ?? [];
  const index = slides.findIndex((slide) => slide.id === deck.data?.slideActiveId);
  const current = index >= 0 ? slides[index] : undefined;
  const next = index >= 0 ? slides[index + 1] : undefined;
  const titleOf = (slide: NonNullable<typeof current>) =>
    slide.question || t(getEmptyQuestionKeys(slide.type).menu);
  return (
    <SectionCard id="room-notes" label={t('room.notes.title')}>
      {!current ? (
        <p className="section-card__text" role="status">
          {deck.isError ? t('room.notes.error') : t('room.notes.loading')}
        </p>
      ) : (
        <>
          <p className="room-notes__slide">
            {t('room.notes.now', { number: index + 1, count: slides.length })}{' '}
            <strong dir="auto">{titleOf(current)}</strong>
          </p>
          <h3 className="room-group__title">{t('room.notes.notes')}</h3>
          <p dir="auto" className="room-notes__text">
            {current.notes || t('room.notes.none')}
          </p>
          <p className="room-notes__next">
            {next
              ? t('room.notes.next', { question: isolateText(titleOf(next)) })
              : t('room.notes.last')}
          </p>
        </>
      )}
    </SectionCard>
  );
}
