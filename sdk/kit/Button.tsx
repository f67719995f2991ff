import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon } from '../ui/Icon';
import type { IconSpec } from '../ui/icons';

/** Kite's button looks: the plain one, the accented one for the main action, the warning one for what removes. */
export type ButtonVariant = 'plain' | 'primary' | 'danger';

const variantClass: Record<ButtonVariant, string> = {
  plain: 'kite-button',
  primary: 'kite-button kite-button-primary',
  danger: 'kite-button kite-button-danger',
};

const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/** Props of `Button`: a button's attributes, with Kite's `variant` and a `type` that defaults to `button`. */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: ButtonVariant;
  /** `submit` for a form's main button; a plain `button` otherwise (never submits by accident). */
  type?: 'button' | 'submit';
  children: ReactNode;
}

/** A button in Kite's style (`kite-button`, with `kite-button-primary` or `kite-button-danger`). */
export function Button({ variant = 'plain', type = 'button', className, ...rest }: ButtonProps) {
  return <button type={type === 'submit' ? 'submit' : 'button'} className={withClass(variantClass[variant], className)} {...rest} />;
}

/** Props of `IconButton`: the icon and its accessible name instead of children. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children' | 'aria-label'> {
  icon: IconSpec;
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  size?: number;
}

/** A button showing only an icon (`kite-icon-button`), named by `label`. */
export function IconButton({ icon, label, size, className, ...rest }: IconButtonProps) {
  return (
    <button type="button" className={withClass('kite-icon-button', className)} aria-label={label} {...rest}>
      <Icon icon={icon} size={size} />
    </button>
  );
}
