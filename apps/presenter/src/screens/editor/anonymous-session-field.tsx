import type { TPresentation } from '@crowdeck/core';
import { useDeckEditor } from '../../editor/editor-context';
import { useTranslation } from '../../i18n/i18n';
import { CheckField } from '../../components/check-field';
import { PanelFieldset } from './panel-fieldset';

/**
 * The anonymous-session switch: phones join without a nickname, Q&A is anonymous, leaderboards
 * name nobody and reports keep totals only (the server enforces each of these).
 */
export function AnonymousSessionField({ deck }: { deck: TPresentation }) {
  const { t } = useTranslation();
  const editor = useDeckEditor();
  return (
    <PanelFieldset legend={t('editor.privacy.title')}>
      <CheckField
        label={t('editor.privacy.anonymousSession')}
        hint={t('editor.privacy.anonymousSession.hint')}
        checked={deck.anonymousSession ?? false}
        onChange={(checked) => editor.setModes({ anonymousSession: checked })}
      />
    </PanelFieldset>
  );
}
