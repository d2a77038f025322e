import type { TPresentation } from '@crowdeck/core';
import { useDeckEditor } from '../../editor/editor-context';
import { useTranslation } from '../../i18n/i18n';
import { CheckField } from '../../components/check-field';

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
      <CheckField
        label={t('editor.privacy.anonymousSession')}
        hint={t('editor.privacy.anonymousSession.hint')}
        checked={deck.anonymousSession ?? false}
        onChange={(checked) => editor.setModes({ anonymousSession: checked })}
      />
    </fieldset>
  );
}
