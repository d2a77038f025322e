import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { ANSWER_PALETTE } from '@crowdeck/core';
import { Popover } from '../../components/popover';

interface TColourPickerProps {
  /** Accessible name of the swatch button, e.g. "Colour for option 2". */
  label: string;
  value: string;
  onChange: (colour: string) => void;
}

const COLUMNS = 6;

/** The 30 palette colours in rows of six; arrows move, the chosen one (else the first) has focus. */
function SwatchGrid({ value, onPick }: { value: string; onPick: (colour: string) => void }) {
  const { t } = useTranslation();
  const gridRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const grid = gridRef.current;
    const selected = grid?.querySelector<HTMLButtonElement>('[aria-pressed="true"]');
    (selected ?? grid?.querySelector<HTMLButtonElement>('button'))?.focus();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
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
    buttons[(index + step + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div ref={gridRef} className="colour-picker__grid" onKeyDown={onKeyDown}>
      {ANSWER_PALETTE.map((colour, index) => (
        <button
          key={colour}
          type="button"
          className="colour-picker__swatch"
          style={{ background: colour }}
          aria-label={t('editor.colourChoice', { number: index + 1, hex: colour })}
          aria-pressed={colour.toUpperCase() === value.toUpperCase()}
          onClick={() => onPick(colour)}
        />
      ))}
    </div>
  );
}

/** A swatch button opening a popover of the palette; Escape or a click outside closes it. */
export function ColourPicker({ label, value, onChange }: TColourPickerProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="colour-picker">
      <Popover
        label={label}
        buttonClassName="colour-picker__button"
        buttonStyle={{ background: value }}
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        className="colour-picker__popover"
      >
        <SwatchGrid
          value={value}
          onPick={(colour) => {
            onChange(colour);
            setIsOpen(false);
          }}
        />
      </Popover>
    </div>
  );
}
