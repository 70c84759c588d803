import { useState, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n';
import type { StaffApiError } from '../../lib/staff-api';
import { staffApi, staffCall } from '../../lib/staff-api';

/**
 * Adjusts the player's cash with a reason. The request id is drawn once per adjustment, so a double
 * click or a retry after a lost answer moves the money once; a new one is drawn after each success.
 */
export function PlayerAdjustment(props: { playerId: string; currency: string; onDone: () => void }) {
  const { t } = useI18n();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    staffCall(staffApi.adjustBalance, {
      params: { id: props.playerId },
      body: { requestId, amount: amount.trim(), reason },
    }).then(
      (adjustment) => {
        setOutcome(t(adjustment.status === 'applied' ? 'adjust.applied' : 'adjust.awaiting'));
        setAmount('');
        setReason('');
        setRequestId(crypto.randomUUID());
        props.onDone();
      },
      (error: unknown) => setOutcome(t('app.error', { code: (error as StaffApiError).code })),
    );
  };
  return (
    <form onSubmit={submit} aria-labelledby="adjust-title">
      <h2 id="adjust-title">{t('adjust.title')}</h2>
      <label>
        {t('adjust.amount', { currency: props.currency })}
        <input
          value={amount}
          inputMode="decimal"
          pattern="-?\d{1,12}(\.\d{1,8})?"
          required
          onChange={(event) => setAmount(event.target.value)}
        />
      </label>
      <label>
        {t('actions.reason')}
        <input value={reason} maxLength={500} required onChange={(event) => setReason(event.target.value)} />
      </label>
      <button type="submit">{t('adjust.submit')}</button>
      {outcome ? <p role="status">{outcome}</p> : null}
    </form>
  );
}
