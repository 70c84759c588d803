import type { HeldPayout, PayoutActionData } from '@casino/contract/backoffice-payments';
import type { StaffPermission } from '@casino/contract/values/staff';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { useMoney } from '../../lib/money';
import { useSession } from '../../lib/session';
import { staffApi, staffCall, StaffApiError } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';

type Action = 'retry' | 'paid' | 'failed';

/** Each action: its permission, its button, the field it asks for and the question it confirms. */
const actions: Record<
  Action,
  { permission: StaffPermission; label: MessageKey; field: MessageKey | null; confirm: MessageKey }
> = {
  retry: {
    permission: 'payouts.retry',
    label: 'heldPayouts.retry',
    field: null,
    confirm: 'heldPayouts.confirmRetry',
  },
  paid: {
    permission: 'payouts.mark_paid',
    label: 'heldPayouts.markPaid',
    field: 'heldPayouts.reference',
    confirm: 'heldPayouts.confirmPaid',
  },
  failed: {
    permission: 'payouts.mark_failed',
    label: 'heldPayouts.markFailed',
    field: 'heldPayouts.reason',
    confirm: 'heldPayouts.confirmFailed',
  },
};

interface Outcome {
  key: MessageKey;
  values?: Record<string, string>;
  isError?: boolean;
}

function outcomeOf(result: PayoutActionData): Outcome {
  if (result.status === 'paid')
    return { key: 'heldPayouts.resultPaid', values: { reference: result.payoutId ?? '' } };
  if (result.status === 'processing') return { key: 'heldPayouts.resultStillHeld' };
  return { key: 'heldPayouts.resultFailed' };
}

function refusalOf(error: unknown): Outcome {
  const code = error instanceof StaffApiError ? error.code : 'internal_error';
  if (code === 'withdrawal_state_conflict' || code === 'withdrawal_not_found')
    return { key: 'heldPayouts.conflict', isError: true };
  if (code === 'processor_unavailable') return { key: 'heldPayouts.unavailable', isError: true };
  return { key: 'app.error', values: { code }, isError: true };
}

function run(id: string, action: Action, text: string): Promise<PayoutActionData> {
  const params = { id };
  if (action === 'retry') return staffCall(staffApi.retryPayout, { params });
  if (action === 'paid') return staffCall(staffApi.markPayoutPaid, { params, body: { reference: text } });
  return staffCall(staffApi.markPayoutFailed, { params, body: { reason: text } });
}

/** The chosen action's field (a reference or a reason), its question, confirm and cancel. */
function ActionForm(props: { action: Action; onConfirm: (text: string) => void; onCancel: () => void }) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const { field, confirm } = actions[props.action];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onConfirm(text.trim());
      }}
    >
      {field ? (
        <label>
          {t(field)}
          <input
            value={text}
            maxLength={field === 'heldPayouts.reason' ? 500 : 200}
            required
            onChange={(event) => setText(event.target.value)}
          />
        </label>
      ) : null}
      <p>{t(confirm)}</p>
      <div className="row">
        <button type="submit" className={props.action === 'failed' ? 'danger' : undefined}>
          {t('heldPayouts.confirm')}
        </button>
        <button type="button" className="secondary" onClick={props.onCancel}>
          {t('heldPayouts.cancel')}
        </button>
      </div>
    </form>
  );
}

/** One held payout: who, how much, where it went, when it was sent; the actions this role may take. */
function HeldPayoutCard(props: {
  payout: HeldPayout;
  onAct: (action: Action, text: string) => Promise<void>;
}) {
  const { t } = useI18n();
  const { may } = useSession();
  const money = useMoney();
  const { payout } = props;
  const [chosen, setChosen] = useState<Action | null>(null);
  const allowed = (Object.keys(actions) as Action[]).filter((action) => may(actions[action].permission));
  const when = (iso: string) => new Date(iso).toLocaleString();
  return (
    <li className="card" data-testid="held-payout">
      <p className="amount">{money.decimal(payout.amount, payout.currency)}</p>
      <p>
        {t('withdrawals.player')}: <Link to={`/players/${payout.playerId}`}>{payout.username}</Link>
      </p>
      <p>{`${t('withdrawals.method')}: ${payout.method} · ${t('withdrawals.requested')}: ${when(payout.createdAt)}`}</p>
      {payout.address ? (
        <p>{`${t('heldPayouts.address')}: ${payout.cryptoCurrency ?? ''} ${payout.address}`}</p>
      ) : null}
      {payout.sentAt ? <p>{`${t('heldPayouts.sent')}: ${when(payout.sentAt)}`}</p> : null}
      {chosen ? (
        <ActionForm
          action={chosen}
          onCancel={() => setChosen(null)}
          onConfirm={(text) => void props.onAct(chosen, text).then(() => setChosen(null))}
        />
      ) : (
        <div className="row">
          {allowed.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'retry' ? undefined : 'secondary'}
              onClick={() => setChosen(action)}
            >
              {t(actions[action].label)}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

/**
 * Payouts held for reconciliation (withdrawals.read): sent to the processor with no answer recorded.
 * Staff retry the send, mark it paid with the processor's reference, or mark it failed with a reason;
 * each after a confirmation, each answered with what happened, and the list read again.
 */
export function HeldPayoutsPanel() {
  const { t } = useI18n();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const held = useStaffData(async () => (await staffCall(staffApi.listHeldPayouts, {})).payouts, []);
  async function act(id: string, action: Action, text: string) {
    setOutcome(null);
    try {
      setOutcome(outcomeOf(await run(id, action, text)));
    } catch (error) {
      setOutcome(refusalOf(error));
    }
    held.reload();
  }
  return (
    <section aria-labelledby="held-payouts-title">
      <h2 id="held-payouts-title">{t('reconciliation.held')}</h2>
      <p>{t('reconciliation.heldExplain')}</p>
      {outcome ? (
        <p role={outcome.isError ? 'alert' : 'status'} className="notice" data-testid="held-payout-result">
          {t(outcome.key, outcome.values)}
        </p>
      ) : null}
      {held.error ? <p role="alert">{t('app.error', { code: held.error })}</p> : null}
      {held.data?.length === 0 ? <p>{t('reconciliation.noneHeld')}</p> : null}
      <ul className="cards">
        {(held.data ?? []).map((payout) => (
          <HeldPayoutCard
            key={payout.id}
            payout={payout}
            onAct={(action, text) => act(payout.id, action, text)}
          />
        ))}
      </ul>
    </section>
  );
}
