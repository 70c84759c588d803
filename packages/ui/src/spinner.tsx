export interface SpinnerProps {
  label: string;
  size?: 'sm' | 'lg';
}

export function Spinner({ label, size = 'sm' }: SpinnerProps) {
  return (
    <span role="status" className={`ui-spinner ui-spinner--${size}`}>
      <span className="ui-spinner__circle" aria-hidden="true" />
      <span className="ui-visually-hidden">{label}</span>
    </span>
  );
}
