import type { RouteData } from '@casino/contract/routes/define';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import type { staffApi } from '../../lib/staff-api';
import { WithdrawalRiskList } from './withdrawal-risk';
import { useMoney } from '../../lib/money';

type Withdrawal = RouteData<typeof staffApi.listWithdrawals>['withdrawals'][number];

/** One withdrawal of the queue, with approve and reject (a reason is asked first) when allowed. */
export function WithdrawalCard(props: {
  withdrawal: Withdrawal;
  myId: string;
  canDecide: boolean;
  onApprove: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useI18n();
  const money = useMoney();
  const { withdrawal } = props;
  const [reason, setReason] = useState<string | null>(null);
  const isOpen = ['requested', 'pending'].includes(withdrawal.status);
  return (
    <li className="card" data-testid="withdrawal">
      <p className="amount">{money.decimal(withdrawal.amount, withdrawal.currency)}</p>
      <p>
        {t('withdrawals.player')}: <Link to={`/players/${withdrawal.playerId}`}>{withdrawal.username}</Link>
      </p>
      <p>{`${t('withdrawals.method')}: ${withdrawal.method} · ${t('withdrawals.status')}: ${withdrawal.status}`}</p>
      <p>{`${t('withdrawals.requested')}: ${new Date(withdrawal.createdAt).toLocaleString()}`}</p>
      {withdrawal.risk ? <WithdrawalRiskList risk={withdrawal.risk} currency={withdrawal.currency} /> : null}
      {withdrawal.needsSecondApproval ? <p className="tag">{t('withdrawals.needsTwo')}</p> : null}
      {withdrawal.firstApprovedBy ? (
        <p>
          {t(
            withdrawal.firstApprovedBy === props.myId ? 'withdrawals.firstByYou' : 'withdrawals.firstByOther',
          )}
        </p>
      ) : null}
      {props.canDecide && isOpen && reason !== null ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            props.onReject(reason);
          }}
        >
          <label>
            {t('withdrawals.reason')}
            <input
              value={reason}
              maxLength={500}
              required
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <div className="row">
            <button type="submit" className="danger">
              {t('withdrawals.confirmReject')}
            </button>
            <button type="button" className="secondary" onClick={() => setReason(null)}>
              {t('withdrawals.cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {props.canDecide && isOpen && reason === null ? (
        <div className="row">
          <button type="button" onClick={props.onApprove}>
            {t('withdrawals.approve')}
          </button>
          <button type="button" className="secondary" onClick={() => setReason('')}>
            {t('withdrawals.reject')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
