import { useTranslation } from '../../../i18n/i18n';
import { useCoeditStore } from '../../../editor/coedit/coedit-client';
import { EditorAvatar } from './editor-avatar';

/** The top bar's list of the other people with the deck open (nothing while alone). */
export function EditorsBar() {
  const { t } = useTranslation();
  const me = useCoeditStore((state) => state.me);
  const editors = useCoeditStore((state) => state.editors);
  const others = editors.filter((editor) => editor.socketId !== me);
  if (others.length === 0) return null;
  return (
    <ul className="coedit-bar" aria-label={t('coedit.editingNow')}>
      {others.map((editor) => (
        <li key={editor.socketId} className="coedit-bar__editor">
          <EditorAvatar editor={editor} />
          <span className="coedit-bar__name">
            <bdi>{editor.name}</bdi>
            {!editor.canEdit && <span className="visually-hidden"> ({t('coedit.viewing')})</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
