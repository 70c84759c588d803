/**
 * How much of a limit is used, as a bar with its words beside it ("12.00 € of 50.00 €"). Amounts are
 * decimal strings; the share is only for the bar's width, the words carry the exact figures.
 */
export function UsageBar({ used, limit, label }: { used: string; limit: string | null; label: string }) {
  const limitValue = limit === null ? 0 : Number(limit);
  const percent = limitValue > 0 ? Math.min(100, Math.round((Number(used) / limitValue) * 100)) : 0;
  return (
    <div className="usage-bar">
      {limit !== null ? (
        <div
          className={`usage-bar__track${percent >= 100 ? ' usage-bar__track--full' : ''}`}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={label}
        >
          <div className="usage-bar__fill" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      <span className="usage-bar__text">{label}</span>
    </div>
  );
}
