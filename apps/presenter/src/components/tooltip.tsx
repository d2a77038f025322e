import type { DOMAttributes, ReactElement } from 'react';
import { Focusable, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';

interface TTooltipProps {
  text: string;
  /** One focusable element; it gets aria-describedby pointing at the tip while it shows. */
  children: ReactElement<DOMAttributes<HTMLElement>, string>;
  placement?: 'top' | 'bottom';
}

/**
 * A short hint on React Aria's tooltip, at most 350 px wide: shown at once on hover and on keyboard
 * focus, hidden by Escape, flipped when there is no room.
 */
export function Tooltip({ text, children, placement = 'top' }: TTooltipProps) {
  return (
    <TooltipTrigger delay={0} closeDelay={0}>
      <Focusable>{children}</Focusable>
      <AriaTooltip placement={placement} offset={6} className="tooltip">
        {text}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
