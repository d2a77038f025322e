import { useId } from 'react';
import { AUDIENCE_LANGUAGES, LANGUAGE_NAMES, type TPresentation } from '@crowdeck/core';
import { useDeckEditor } from '../../editor/editor-context';
import { useTranslation } from '../../i18n/i18n';

/** The language phones use for this presentation: each phone's own (default) or one for all. */
export function AudienceLanguageField({ deck }: { deck: TPresentation }) {
  const { t } = useTranslation();
  const editor = useDeckEditor();
  const id = useId();
  return (
    <div className="panel-section field">
      <label className="panel-section__title" htmlFor={id}>
        {t('editor.audienceLanguage')}
      </label>
      <select
        id={id}
        className="field__input"
        value={deck.audienceLanguage ?? ''}
        aria-describedby={`${id}-hint`}
        onChange={(event) =>
          editor.setModes({
            audienceLanguage: (event.target.value || null) as TPresentation['audienceLanguage'],
          })
        }
      >
        <option value="">{t('editor.audienceLanguage.phone')}</option>
        {AUDIENCE_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field__hint">
        {t('editor.audienceLanguage.hint')}
      </p>
    </div>
  );
}
