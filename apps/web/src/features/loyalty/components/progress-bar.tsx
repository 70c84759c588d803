import './level-indicator.css';
/** A thin bar of 0-100 %, announced by its label (the same text is written beside it by the caller). */
export function ProgressBar({
  percent,
  label,
  size = 'md',
}: {
  percent: number;
  label: string;
  size?: 'sm' | 'md';
}) {
  return (
    <div
      className={`loyalty-bar loyalty-bar--${size}`}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={label}
      data-testid="loyalty-progress-bar"
    >
      <span className="loyalty-bar__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
