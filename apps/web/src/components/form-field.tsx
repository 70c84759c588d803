import { useId, type ReactNode } from 'react';
import './form-field.css';

/** What a control needs to be tied to its label, hint and error for assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: string;
  /** Shown under the control once it is known; null or empty shows nothing. */
  error?: string | null;
  hint?: string;
  /** Test hook of the error text, for forms whose errors are checked by browser tests. */
  errorTestId?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled control with an optional hint and error. The error is announced politely so a player
 * who types hears the rule once it applies, without stealing focus.
 */
export function FormField({ label, error, hint, errorTestId, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field" data-invalid={!!error || undefined}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="form-field__error" aria-live="polite" data-testid={errorTestId}>
        {error || null}
      </p>
    </div>
  );
}

/** A form-level message: the server's answer to a save, or a refusal that belongs to no field. */
export function FormMessage({
  kind,
  children,
  testId,
}: {
  kind: 'error' | 'success';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <p
      className={`form-message form-message--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </p>
  );
}
