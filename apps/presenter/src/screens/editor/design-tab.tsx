import { useTranslation } from 'react-i18next';
import { DEFAULT_FONT_FAMILY, FONT_FAMILIES, type TPresentation } from '@crowdeck/core';
import { useDeckEditor } from '../../editor/editor-context';
import { toFontStack, useFontStylesheets } from '../../editor/use-font-stylesheets';

const ALL_FAMILIES = FONT_FAMILIES.map((font) => font.family);

/** The Design tab: the presentation's font family, each choice shown in its own font. */
export function DesignTab({ deck }: { deck: TPresentation }) {
  const { t } = useTranslation();
  const editor = useDeckEditor();
  useFontStylesheets(ALL_FAMILIES);
  const current = deck.fontFamily ?? DEFAULT_FONT_FAMILY;
  return (
    <fieldset className="panel-section font-picker">
      <legend className="panel-section__title">{t('editor.fontFamily')}</legend>
      <p className="field__hint">{t('editor.fontHint')}</p>
      {FONT_FAMILIES.map(({ family }) => (
        <label
          key={family}
          className="font-picker__choice"
          style={{ fontFamily: toFontStack(family) }}
        >
          <input
            type="radio"
            name="fontFamily"
            value={family}
            checked={current === family}
            onChange={() => editor.setFontFamily(family)}
          />
          <span className="font-picker__name">{family}</span>
          <span className="font-picker__sample" aria-hidden="true">
            {t('editor.fontSample')}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
