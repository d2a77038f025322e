import type { TPresentation } from '@crowdeck/core';
import { useDeckEditor } from '../../editor/editor-context';
import { useTranslation } from '../../i18n/i18n';

/**
 * The anonymous-session switch: phones join without a nickname, Q&A is anonymous, leaderboards
 * name nobody and reports keep totals only (the server enforces each of these).
 */
export function AnonymousSessionField({ deck }: { deck: TPresentation }) {
  const { t } = useTranslation();
  const editor = useDeckEditor();
  return (
    <fieldset className="panel-section">
      <legend className="panel-section__title">{t('editor.privacy.title')}</legend>
      <div className="field">
        <label className="room-qa__check">
          <input
            type="checkbox"
            checked={deck.anonymousSession ?? false}
            onChange={(event) => editor.setModes({ anonymousSession: event.target.checked })}
            aria-describedby="mode-anonymousSession-hint"
          />
          {t('editor.privacy.anonymousSession')}
        </label>
        <p id="mode-anonymousSession-hint" className="field__hint">
          {t('editor.privacy.anonymousSession.hint')}
        </p>
      </div>
    </fieldset>
  );
}
