import { useEffect, useId, useRef, useState } from 'react';
import type { TCoeditEditor } from '@crowdeck/core';
import { isolateText } from '@crowdeck/web';
import { useTranslation } from '../../../i18n/i18n';
import {
  holderOf,
  releaseField,
  takeField,
  touchField,
  useCoeditStore,
} from '../../../editor/coedit/coedit-client';
import { EditorAvatar } from './editor-avatar';

/**
 * A text field under co-editing: taken for the other editors while this page types in it,
 * read-only here while another editor has it (their name said next to it). `key` is core's field
 * key (`slide:<id>:question` …).
 */
export function useFieldLock(key: string) {
  const holder = useCoeditStore((state) => holderOf(state, key));
  const hintId = useId();
  const [isFocused, setIsFocused] = useState(false);
  const focused = useRef(false);

  // The holder left while this page waited in the field: it is this page's turn.
  useEffect(() => {
    if (isFocused && !holder) takeField(key);
  }, [holder, isFocused, key]);
  // Leaving the slide while in the field (no blur): the field is let go.
  useEffect(
    () => () => {
      if (focused.current) releaseField(key);
    },
    [key],
  );

  return {
    holder,
    hintId,
    /** Spread on the input (its own aria-describedby is passed through `describedBy`). */
    inputProps: (describedBy?: string) => ({
      readOnly: holder ? true : undefined,
      'aria-describedby':
        [describedBy, holder ? hintId : undefined].filter(Boolean).join(' ') || undefined,
      'data-taken-by': holder ? holder.name : undefined,
      onFocus: () => {
        focused.current = true;
        setIsFocused(true);
        if (!holder) takeField(key);
      },
      onBlur: () => {
        focused.current = false;
        setIsFocused(false);
        releaseField(key);
      },
    }),
    /** Call on every keystroke: keeps the field taken while typing. */
    typed: () => touchField(key),
  };
}

/** "Alan is editing": shown with a field another editor has. */
export function TakenNote({ holder, id }: { holder: TCoeditEditor | null; id: string }) {
  const { t } = useTranslation();
  if (!holder) return null;
  return (
    <span id={id} className="coedit-taken">
      <EditorAvatar editor={holder} small />
      <span>{t('coedit.fieldTaken', { name: isolateText(holder.name) })}</span>
    </span>
  );
}
