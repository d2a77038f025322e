import { useState, type FormEvent, type ReactNode } from 'react';
import { FORMAT_LIMITS } from '@crowdeck/core';
import { useTranslation } from '../../../i18n';
import { LabelledTextInput } from '../../labelled-text-input';
import type { TFormatInputProps } from './format-input';
import { FormatForm } from './format-form';

/** Type answer: one line of text, matched by the server against the accepted answers. */
export function TypedInput(props: TFormatInputProps): ReactNode {
  const { t } = useTranslation();
  const { locked, status } = props;
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!locked && text.trim()) props.onSubmit({ text });
  };
  return (
    <FormatForm onSubmit={onSubmit} status={status} disabled={locked || !text.trim()}>
      <LabelledTextInput
        id="typed-answer"
        label={t('formats.typeLabel')}
        className="text-input"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="send"
        maxLength={FORMAT_LIMITS.typedAnswerMax}
        placeholder={t('formats.typePlaceholder')}
        value={text}
        readOnly={locked}
        onChange={(e) => setText(e.target.value)}
      />
    </FormatForm>
  );
}
