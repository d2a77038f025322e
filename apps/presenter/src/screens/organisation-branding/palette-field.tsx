import { ANSWER_PALETTE } from '@crowdeck/core';
import { useTranslation } from '../../i18n/i18n';

/** Most answer colours an organisation puts first. */
const PALETTE_MAX = 6;

/** The answer palette's first colours: checked in the order they should come, at most six. */
export function PaletteField(props: { value: string[]; onChange: (value: string[]) => void }) {
  const { t } = useTranslation();
  const chosen = props.value.map((colour) => colour.toUpperCase());
  const toggle = (colour: string, on: boolean) =>
    props.onChange(on ? [...chosen, colour] : chosen.filter((c) => c !== colour));
  return (
    <fieldset className="field branding__palette">
      <legend className="field__label">{t('branding.theme.palette')}</legend>
      <p className="field__hint">{t('branding.theme.paletteHint', { max: PALETTE_MAX })}</p>
      <ul className="branding__swatches">
        {ANSWER_PALETTE.map((colour) => {
          const position = chosen.indexOf(colour);
          const checked = position >= 0;
          return (
            <li key={colour}>
              <label className="branding__swatch-choice">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && chosen.length >= PALETTE_MAX}
                  onChange={(event) => toggle(colour, event.target.checked)}
                />
                <span className="branding__swatch" style={{ background: colour }} aria-hidden />
                <span>
                  {checked
                    ? t('branding.theme.paletteChosen', { colour, number: position + 1 })
                    : colour}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
