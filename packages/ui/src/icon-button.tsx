import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name; an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  badge?: number;
}

export function IconButton({ label, icon, badge, className, type, ...rest }: IconButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      className={classNames('ui-icon-button', className)}
      {...rest}
    >
      <span aria-hidden="true" className="ui-icon-button__icon">
        {icon}
      </span>
      {badge ? (
        <span className="ui-icon-button__badge" aria-hidden="true">
          {badge > 99 ? '99+' : badge}
        </span>
      ) : null}
    </button>
  );
}
