import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'accent' | 'outline' | 'danger';
  block?: boolean;
  loading?: boolean;
}

/**
 * The app's button: 52 px tall, brand colours, a spinner while loading. Own
 * markup rather than antd-mobile's so the landing page carries no UI library.
 */
export function Button({
  variant = 'primary',
  block = false,
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const classes = ['button', `button--${variant}`, block ? 'button--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className="button__spinner" aria-hidden /> : null}
      {children}
    </button>
  );
}
