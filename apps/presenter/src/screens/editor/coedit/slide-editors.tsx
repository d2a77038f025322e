import type { TCoeditEditor } from '@crowdeck/core';
import { isolateText } from '@crowdeck/web';
import { useTranslation } from '../../../i18n/i18n';
import { EditorAvatar } from './editor-avatar';

/** The other editors on a slide, under its header in the slide list. */
export function SlideEditors({ editors }: { editors: TCoeditEditor[] }) {
  const { t } = useTranslation();
  if (editors.length === 0) return null;
  const names = editors.map((editor) => isolateText(editor.name)).join(', ');
  return (
    <span className="slide-item__editors">
      <span className="visually-hidden">{t('coedit.onSlide', { names })}</span>
      {editors.map((editor) => (
        <span key={editor.socketId} className="slide-item__editor" aria-hidden="true">
          <EditorAvatar editor={editor} small />
          <bdi className="slide-item__editor-name">{editor.name}</bdi>
        </span>
      ))}
    </span>
  );
}
