import type { ButtonHTMLAttributes, Ref } from 'react';
import { Slot } from 'radix-ui';

import { buttonClassName, type ButtonSize, type ButtonVariant } from './button-class';
import { Spinner } from './spinner';

export { buttonClassName, type ButtonSize, type ButtonVariant } from './button-class';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the label (so the width does not jump) and blocks clicks. */
  loading?: boolean;
  /** Optional text announced while loading, e.g. 'Sending...'; replaces the label. */
  loadingText?: string;
  fullWidth?: boolean;
  /** Renders the single child (e.g. a router Link) with button styles. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  loading = false,
  loadingText,
  fullWidth,
  asChild = false,
  className,
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = buttonClassName({ variant, size, fullWidth, className });
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
