import { cloneElement, useId, useState, type ReactElement } from 'react';

interface TTooltipProps {
  text: string;
  /** One focusable element; it gets aria-describedby pointing at the tip. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
}

/** A short hint shown on hover and on keyboard focus, at most 350 px wide; Escape hides it. */
export function Tooltip({ text, children, placement = 'top' }: TTooltipProps) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <span
      className="tooltip-anchor"
      onMouseEnter={() => setIsOpen(true)}
      onMouseLeave={() => setIsOpen(false)}
      onFocus={() => setIsOpen(true)}
      onBlur={() => setIsOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) setIsOpen(false);
      }}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <span
        id={id}
        role="tooltip"
        className={`tooltip tooltip--${placement}${isOpen ? ' tooltip--open' : ''}`}
      >
        {text}
      </span>
    </span>
  );
}
