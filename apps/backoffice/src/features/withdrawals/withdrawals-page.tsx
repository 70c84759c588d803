import { useState } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { staffApi, staffCall, StaffApiError } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';
import { WithdrawalCard } from './withdrawal-card';

const filters = ['requested', 'pending', 'awaiting_address', 'processing', 'paid', 'rejected'] as const;

function refusalOf(error: unknown): MessageKey {
  const code = error instanceof StaffApiError ? error.code : '';
  if (code === 'second_approver_required') return 'withdrawals.secondApproverRequired';
  return 'withdrawals.conflict';
}

/**
 * The withdrawal queue: approve, or reject with a reason. Above the two-person threshold the first
 * approval only records itself and a second, different staff member's approval pays.
 */
export function WithdrawalsPage() {
  const { t } = useI18n();
  const { me, may } = useSession();
  const [status, setStatus] = useState<(typeof filters)[number] | ''>('requested');
  const [notice, setNotice] = useState<MessageKey | null>(null);
  const queue = useStaffData(
    async () => (await staffCall(staffApi.listWithdrawals, { query: status ? { status } : {} })).withdrawals,
    [status],
  );

  async function decide(work: () => Promise<MessageKey>) {
    setNotice(null);
    try {
      setNotice(await work());
    } catch (error) {
      setNotice(refusalOf(error));
    }
    queue.reload();
  }
  const approve = (id: string) =>
    decide(async () => {
      const result = await staffCall(staffApi.approveWithdrawal, { params: { id } });
      return result.awaitingSecondApproval ? 'withdrawals.awaitingSecond' : 'withdrawals.approved';
    });
  const reject = (id: string, reason: string) =>
    decide(async () => {
      await staffCall(staffApi.rejectWithdrawal, { params: { id }, body: { reason } });
      return 'withdrawals.rejected';
    });

  return (
    <section aria-labelledby="withdrawals-title">
      <h1 id="withdrawals-title">{t('withdrawals.title')}</h1>
      <label className="inline">
        {t('withdrawals.status')}
        <select value={status} onChange={(event) => setStatus(event.target.value as typeof status)}>
          <option value="">{t('withdrawals.all')}</option>
          {filters.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {notice ? (
        <p role="status" className="notice">
          {t(notice)}
        </p>
      ) : null}
      {queue.data?.length === 0 ? <p>{t('withdrawals.none')}</p> : null}
      <ul className="cards">
        {(queue.data ?? []).map((withdrawal) => (
          <WithdrawalCard
            key={withdrawal.id}
            withdrawal={withdrawal}
            myId={me.id}
            canDecide={may('withdrawals.decide')}
            onApprove={() => void approve(withdrawal.id)}
            onReject={(reason) => void reject(withdrawal.id, reason)}
          />
        ))}
      </ul>
    </section>
  );
}
