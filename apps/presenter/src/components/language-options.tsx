import { LANGUAGE_NAMES, type TAudienceLanguage } from '@crowdeck/core';

/**
 * A language select's options: first the empty choice (the person's own language, e.g. the
 * browser's or the phone's), then each language under its own name.
 */
export function LanguageOptions(props: {
  languages: readonly TAudienceLanguage[];
  /** The empty choice's text. */
  ownLabel: string;
}) {
  return (
    <>
      <option value="">{props.ownLabel}</option>
      {props.languages.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </>
  );
}
