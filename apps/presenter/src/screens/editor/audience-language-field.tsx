import { AUDIENCE_LANGUAGES, type TPresentation } from '@crowdeck/core';
import { FormField } from '../../components/form-field';
import { LanguageOptions } from '../../components/language-options';
import { useDeckEditor } from '../../editor/editor-context';
import { useTranslation } from '../../i18n/i18n';

/** The language phones use for this presentation: each phone's own (default) or one for all. */
export function AudienceLanguageField({ deck }: { deck: TPresentation }) {
  const { t } = useTranslation();
  const editor = useDeckEditor();
  return (
    <FormField
      label={t('editor.audienceLanguage')}
      hint={t('editor.audienceLanguage.hint')}
      hintBelow
      className="panel-section"
      labelClassName="panel-section__title"
    >
      {(control) => (
        <select
          {...control}
          className="field__input"
          value={deck.audienceLanguage ?? ''}
          onChange={(event) =>
            editor.setModes({
              audienceLanguage: (event.target.value || null) as TPresentation['audienceLanguage'],
            })
          }
        >
          <LanguageOptions
            languages={AUDIENCE_LANGUAGES}
            ownLabel={t('editor.audienceLanguage.phone')}
          />
        </select>
      )}
    </FormField>
  );
}
