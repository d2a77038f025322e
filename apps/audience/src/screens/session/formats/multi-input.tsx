import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { OptionTiles } from '../option-tiles';
import type { TFormatInputProps } from './format-input';
import { FormatForm } from './format-form';

/** Several options: tap to choose (up to the slide's limit), then send them together. */
export function MultiInput(props: TFormatInputProps): ReactNode {
  const { t } = useTranslation();
  const { slide, options, locked, status } = props;
  const [chosen, setChosen] = useState<string[]>([]);
  // A pick past the limit is refused with a word (read out too), until one is taken back.
  const [overLimit, setOverLimit] = useState(false);
  const max = Math.min(slide.settings?.maxChoices ?? options.length, options.length);
  const toggle = (id: string) => {
    if (chosen.includes(id)) {
      setChosen(chosen.filter((x) => x !== id));
      setOverLimit(false);
    } else if (chosen.length < max) {
      setChosen([...chosen, id]);
      setOverLimit(false);
    } else setOverLimit(true);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!locked && chosen.length > 0) props.onSubmit({ optionIds: chosen });
  };
  return (
    <FormatForm onSubmit={onSubmit} status={status} disabled={locked || chosen.length === 0}>
      <p className="hint" id="multi-hint">
        {max >= options.length ? t('formats.chooseAny') : t('formats.chooseUpTo', { count: max })}
      </p>
      <OptionTiles
        options={options}
        hideTexts={props.hideTexts}
        chosenId={null}
        chosenIds={chosen}
        status={status}
        locked={locked}
        onPick={toggle}
      />
      <p className="field-error" role="status" aria-live="polite" data-testid="multi-limit">
        {overLimit ? t('formats.tooMany', { count: max }) : ''}
      </p>
    </FormatForm>
  );
}
