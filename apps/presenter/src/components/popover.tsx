import type { CSSProperties, ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Popover as AriaPopover } from 'react-aria-components';

interface TPopoverProps {
  /** Accessible name of the button that opens it, and of the popover itself. */
  label: string;
  buttonClassName: string;
  buttonStyle?: CSSProperties;
  /** What the button shows; nothing for a button drawn by its style alone (a colour swatch). */
  buttonContent?: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Class of the popover's content box. */
  className: string;
  children: ReactNode;
}

/**
 * A button and the small dialog it opens beside it, on React Aria's Popover: placed where it fits
 * (mirrored right to left), closed by Escape and by a click outside, focus given back to the button.
 */
export function Popover(props: TPopoverProps) {
  const { label, isOpen, onOpenChange, className, children } = props;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button aria-label={label} className={props.buttonClassName} style={props.buttonStyle}>
        {props.buttonContent}
      </Button>
      <AriaPopover placement="bottom start" offset={6} className="popover">
        <Dialog aria-label={label} className={className}>
          {children}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
