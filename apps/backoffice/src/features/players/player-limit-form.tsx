import { useState, type FormEvent } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { staffApi, staffCall, StaffApiError } from '../../lib/staff-api';

/** The limits staff may set, each kind with the periods the rules give it. */
const slots = [
  ['deposit', 'day'],
  ['deposit', 'week'],
  ['deposit', 'month'],
  ['loss', 'day'],
  ['loss', 'week'],
  ['loss', 'month'],
  ['wager', 'day'],
  ['wager', 'week'],
  ['wager', 'month'],
  ['session', 'session'],
  ['session', 'day'],
] as const;

function refusalOf(error: unknown): MessageKey {
  const code = error instanceof StaffApiError ? error.code : '';
  if (code === 'staff_cannot_loosen_limit') return 'limitForm.cannotLoosen';
  if (code === 'validation_error') return 'limitForm.invalid';
  return 'limitForm.failed';
}

/**
 * Sets a limit where none is, or tightens one; it applies at once. A looser limit or a removal is the
 * player's own request (it waits 24 hours): the server refuses it from staff, and the form says so.
 */
export function PlayerLimitForm(props: { playerId: string; currency: string; onChanged: () => void }) {
  const { t } = useI18n();
  const [slot, setSlot] = useState(0);
  const [amount, setAmount] = useState('');
  const [outcome, setOutcome] = useState<MessageKey | null>(null);
  const [kind, period] = slots[slot] ?? slots[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    staffCall(staffApi.setPlayerLimit, {
      params: { id: props.playerId },
      body: { kind, period, amount: amount.trim() },
    }).then(
      () => {
        setAmount('');
        setOutcome('limitForm.applied');
        props.onChanged();
      },
      (error: unknown) => setOutcome(refusalOf(error)),
    );
  };
  return (
    <form onSubmit={submit} aria-labelledby="limit-form-title">
      <h3 id="limit-form-title">{t('limitForm.title')}</h3>
      <p>{t('limitForm.rule')}</p>
      <label>
        {t('limits.limit')}
        <select value={slot} onChange={(event) => setSlot(Number(event.target.value))}>
          {slots.map(([slotKind, slotPeriod], index) => (
            <option key={`${slotKind}-${slotPeriod}`} value={index}>
              {`${t(`limits.kind.${slotKind}`)} · ${t(`limits.period.${slotPeriod}`)}`}
            </option>
          ))}
        </select>
      </label>
      <label>
        {kind === 'session' ? t('limitForm.minutes') : t('limitForm.amount', { currency: props.currency })}
        <input
          value={amount}
          inputMode={kind === 'session' ? 'numeric' : 'decimal'}
          required
          maxLength={20}
          onChange={(event) => setAmount(event.target.value)}
        />
      </label>
      <button type="submit">{t('limitForm.submit')}</button>
      {outcome ? <p role="status">{t(outcome)}</p> : null}
    </form>
  );
}
