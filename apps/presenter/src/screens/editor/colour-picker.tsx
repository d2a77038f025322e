import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { ANSWER_PALETTE } from '@crowdeck/core';

interface TColourPickerProps {
  /** Accessible name of the swatch button, e.g. "Colour for option 2". */
  label: string;
  value: string;
  onChange: (colour: string) => void;
}

const COLUMNS = 6;

/** A swatch button opening a popover grid of the 30 palette colours; arrows move, Escape closes. */
export function ColourPicker({ label, value, onChange }: TColourPickerProps) {
  const { t } = useTranslation();
  const popoverId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const grid = gridRef.current;
    const selected = grid?.querySelector<HTMLButtonElement>('[aria-pressed="true"]');
    (selected ?? grid?.querySelector<HTMLButtonElement>('button'))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!grid?.contains(target) && !buttonRef.current?.contains(target)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const close = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  const onGridKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    const steps: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: COLUMNS,
      ArrowUp: -COLUMNS,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const buttons = [...(gridRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[(index + step + buttons.length) % buttons.length];
    next?.focus();
  };

  return (
    <div className="colour-picker">
      <button
        ref={buttonRef}
        type="button"
        className="colour-picker__button"
        style={{ background: value }}
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={popoverId}
        onClick={() => setIsOpen((open) => !open)}
      />
      {isOpen && (
        <div
          ref={gridRef}
          id={popoverId}
          className="colour-picker__popover"
          role="group"
          aria-label={label}
          onKeyDown={onGridKeyDown}
        >
          {ANSWER_PALETTE.map((colour, index) => (
            <button
              key={colour}
              type="button"
              className="colour-picker__swatch"
              style={{ background: colour }}
              aria-label={t('editor.colourChoice', { number: index + 1, hex: colour })}
              aria-pressed={colour.toUpperCase() === value.toUpperCase()}
              onClick={() => {
                onChange(colour);
                close();
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
