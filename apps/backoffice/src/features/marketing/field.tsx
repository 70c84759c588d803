import type { InputHTMLAttributes } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';

/** A labelled text input bound to one string of a form's state. */
export function Field(
  props: { label: MessageKey; value: string; onValue: (value: string) => void } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'onChange'
  >,
) {
  const { t } = useI18n();
  const { label, value, onValue, ...input } = props;
  return (
    <label>
      {t(label)}
      <input {...input} value={value} onChange={(event) => onValue(event.target.value)} />
    </label>
  );
}

/** A labelled select of fixed values, each shown by its own message. */
export function Choice<V extends string>(props: {
  label: MessageKey;
  value: V;
  options: readonly V[];
  labelOf: (value: V) => string;
  onValue: (value: V) => void;
}) {
  const { t } = useI18n();
  return (
    <label>
      {t(props.label)}
      <select value={props.value} onChange={(event) => props.onValue(event.target.value as V)}>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.labelOf(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
