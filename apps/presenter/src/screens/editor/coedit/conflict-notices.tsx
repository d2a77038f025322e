import { useId } from 'react';
import { isolateText } from '@crowdeck/web';
import { useTranslation } from '../../../i18n/i18n';
import {
  dismissNotice,
  useCoeditStore,
  type TConflictNotice,
} from '../../../editor/coedit/coedit-client';

/** The fields' names, as their labels in the editor say them. */
const FIELD_NAMES = {
  question: 'editor.question',
  notes: 'editor.notes',
  body: 'editor.body',
  imageAlt: 'editor.imageDescription',
  text: 'coedit.field.text',
} as const;

function Notice({ notice }: { notice: TConflictNotice }) {
  const { t } = useTranslation();
  const textId = useId();
  const key = notice.fieldName in FIELD_NAMES ? notice.fieldName : 'text';
  const field = t(FIELD_NAMES[key as keyof typeof FIELD_NAMES]);
  return (
    <li className="coedit-notice">
      <p className="coedit-notice__title">
        {notice.slideNumber === null
          ? t('coedit.conflict.titleNoSlide', { name: isolateText(notice.by), field })
          : t('coedit.conflict.title', {
              name: isolateText(notice.by),
              field,
              number: notice.slideNumber,
            })}
      </p>
      <label className="coedit-notice__label" htmlFor={textId}>
        {t('coedit.conflict.yourText')}
      </label>
      <textarea
        id={textId}
        dir="auto"
        className="field__input coedit-notice__text"
        readOnly
        rows={3}
        value={notice.lost}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="coedit-notice__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void navigator.clipboard?.writeText(notice.lost).catch(() => undefined)}
        >
          {t('coedit.conflict.copy')}
        </button>
        <button
          type="button"
          className="button button--small"
          onClick={() => dismissNotice(notice.id)}
        >
          {t('coedit.conflict.dismiss')}
        </button>
      </div>
    </li>
  );
}

/** Another editor saved over this editor's text: said out loud, with the lost text to copy. */
export function ConflictNotices() {
  const { t } = useTranslation();
  const notices = useCoeditStore((state) => state.notices);
  return (
    <section className="coedit-notices" aria-label={t('coedit.conflict.region')} aria-live="polite">
      {notices.length > 0 && (
        <ul className="coedit-notices__list">
          {notices.map((notice) => (
            <Notice key={notice.id} notice={notice} />
          ))}
        </ul>
      )}
    </section>
  );
}
