import type { ButtonHTMLAttributes } from 'react';

export interface TActionButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** The shared look: `button button--<look>`. */
  look: 'primary' | 'secondary' | 'ghost' | 'ghost-danger' | 'danger';
}

/** A plain button (`type="button"`) in one of the shared looks, `className` adding to it. */
export function ActionButton({ look, className, ...rest }: TActionButtonProps) {
  const classes = `button button--${look}${className ? ` ${className}` : ''}`;
  return <button type="button" className={classes} {...rest} />;
}
