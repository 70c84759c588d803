import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { useMoney } from '../../lib/money';
import { useSession } from '../../lib/session';
import type { StaffApiError } from '../../lib/staff-api';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';

/** Adjustments above the two-person threshold, waiting for a second staff member's approval. */
export function AdjustmentsPage() {
  const { t } = useI18n();
  const money = useMoney();
  const { me } = useSession();
  const [outcome, setOutcome] = useState<string | null>(null);
  const { data, error, reload } = useStaffData(
    () => staffCall(staffApi.listAdjustments, { query: { status: 'awaiting_approval' } }),
    [],
  );
  const approve = (id: string) => {
    staffCall(staffApi.approveAdjustment, { params: { id } }).then(
      () => {
        setOutcome(t('adjust.applied'));
        reload();
      },
      (failure: unknown) => setOutcome(t('app.error', { code: (failure as StaffApiError).code })),
    );
  };
  if (error) return <p role="alert">{t('app.error', { code: error })}</p>;
  if (!data) return <p>{t('app.loading')}</p>;
  return (
    <section aria-labelledby="adjustments-title">
      <h1 id="adjustments-title">{t('adjust.queue')}</h1>
      {outcome ? <p role="status">{outcome}</p> : null}
      {data.adjustments.length === 0 ? <p>{t('withdrawals.none')}</p> : null}
      <ul className="cards">
        {data.adjustments.map((adjustment) => (
          <li key={adjustment.id} className="card" data-testid="adjustment">
            <p className="amount">{money.minor(adjustment.amountMinor, adjustment.currency)}</p>
            <p>
              <Link to={`/players/${adjustment.playerId}`}>{t('withdrawals.player')}</Link>
              {` · ${adjustment.reason}`}
            </p>
            {adjustment.requestedBy === me.id ? (
              <p>{t('withdrawals.firstByYou')}</p>
            ) : (
              <button type="button" onClick={() => approve(adjustment.id)}>
                {t('withdrawals.approve')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
