import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { staffApi, staffCall, StaffApiError } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';

const filters = ['requested', 'pending', 'awaiting_address', 'paid', 'rejected'] as const;

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
  const [rejecting, setRejecting] = useState<{ id: string; reason: string } | null>(null);
  const [notice, setNotice] = useState<MessageKey | null>(null);
  const queue = useStaffData(
    async () => (await staffCall(staffApi.listWithdrawals, { query: status ? { status } : {} })).withdrawals,
    [status],
  );
  const canDecide = may('withdrawals.decide');

  async function decide(work: () => Promise<MessageKey>) {
    setNotice(null);
    try {
      setNotice(await work());
    } catch (error) {
      setNotice(refusalOf(error));
    }
    setRejecting(null);
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
          <li key={withdrawal.id} className="card" data-testid="withdrawal">
            <p className="amount">{`${withdrawal.amount} ${withdrawal.currency}`}</p>
            <p>
              {t('withdrawals.player')}:{' '}
              <Link to={`/players/${withdrawal.playerId}`}>{withdrawal.username}</Link>
            </p>
            <p>{`${t('withdrawals.method')}: ${withdrawal.method} · ${t('withdrawals.status')}: ${withdrawal.status}`}</p>
            <p>{`${t('withdrawals.requested')}: ${new Date(withdrawal.createdAt).toLocaleString()}`}</p>
            {withdrawal.needsSecondApproval ? <p className="tag">{t('withdrawals.needsTwo')}</p> : null}
            {withdrawal.firstApprovedBy ? (
              <p>
                {t(
                  withdrawal.firstApprovedBy === me.id
                    ? 'withdrawals.firstByYou'
                    : 'withdrawals.firstByOther',
                )}
              </p>
            ) : null}
            {canDecide && ['requested', 'pending'].includes(withdrawal.status) ? (
              rejecting?.id === withdrawal.id ? (
                <form
                  onSubmit={(event) => {
                    event.preventDefault();
                    void reject(withdrawal.id, rejecting.reason);
                  }}
                >
                  <label>
                    {t('withdrawals.reason')}
                    <input
                      value={rejecting.reason}
                      maxLength={500}
                      required
                      onChange={(event) => setRejecting({ id: withdrawal.id, reason: event.target.value })}
                    />
                  </label>
                  <div className="row">
                    <button type="submit" className="danger">
                      {t('withdrawals.confirmReject')}
                    </button>
                    <button type="button" className="secondary" onClick={() => setRejecting(null)}>
                      {t('withdrawals.cancel')}
                    </button>
                  </div>
                </form>
              ) : (
                <div className="row">
                  <button type="button" onClick={() => void approve(withdrawal.id)}>
                    {t('withdrawals.approve')}
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => setRejecting({ id: withdrawal.id, reason: '' })}
                  >
                    {t('withdrawals.reject')}
                  </button>
                </div>
              )
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
