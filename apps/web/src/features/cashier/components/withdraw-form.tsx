import { Button } from '@casino/ui/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField, FormMessage } from '@/components/form-field';
import { MoneyAmountField } from '@/components/money-amount-field';
import { useRefreshWallet } from '@/features/player/hooks/use-refresh-wallet';
import { formatMoney, normalizeDecimalInput } from '@/lib/money';
import { cryptoLabel, type Balance, type CryptoCurrency, type WithdrawalMethod } from '@/lib/wallet-types';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { amountProblemText } from '../amount-problem-text';
import { checkWithdrawalAmount } from '../amount-rules';
import { cashierRefusalText } from '../refusal-text';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';

export interface WithdrawFormProps {
  methods: WithdrawalMethod[];
  balance: Balance | undefined;
  /**
   * While a bonus is being wagered: its balance as the player reads it. A withdrawal forfeits it, so
   * the form warns and asks the player to confirm; only then does the request say forfeitBonus.
   */
  bonusAtRisk?: string | null;
  /** After a request was accepted (the page refreshes what the withdrawal changed besides the wallet). */
  onRequested?: () => void;
}

/** Choose a method and an amount; the request holds the amount until staff review it. */
export function WithdrawForm({ methods, balance, bonusAtRisk = null, onRequested }: WithdrawFormProps) {
  const { t } = useTranslation('cashier');
  const form = useWithdrawForm({ methods, balance, bonusAtRisk, onRequested });

  return (
    <form className="cashier-card" onSubmit={form.onSubmit} noValidate data-testid="withdraw-form">
      <h2 className="cashier-card__title">{t('withdraw.title')}</h2>
      {balance ? (
        <p className="cashier-card__lead" data-testid="withdrawable">
          {t('withdraw.available', {
            amount: formatMoney(balance.withdrawable, balance.currency, form.locale),
          })}
        </p>
      ) : null}
      <div className="form-grid">
        <MethodSelect methods={methods} value={form.method?.method} onChange={form.setMethodId} />
        <MoneyAmountField
          label={t('withdraw.amount', { currency: form.currency })}
          hint={
            form.method
              ? t('withdraw.amountHint', {
                  min: formatMoney(form.method.min, form.currency, form.locale),
                  max: formatMoney(form.method.max, form.currency, form.locale),
                })
              : undefined
          }
          error={form.amountError}
          value={form.amount}
          testId="withdraw-amount"
          onChange={(value) => {
            form.setAmount(value);
            form.setMessage(null);
          }}
        />
      </div>
      {bonusAtRisk !== null ? (
        <BonusForfeitConfirm
          amount={bonusAtRisk}
          isConfirmed={form.isForfeitConfirmed}
          error={form.forfeitError}
          onChange={form.setIsForfeitConfirmed}
        />
      ) : null}
      {form.message ? (
        <FormMessage kind={form.message.kind} testId={`withdraw-${form.message.kind}`}>
          {form.message.text}
        </FormMessage>
      ) : null}
      <div className="form-actions">
        <Button
          type="submit"
          isBusy={form.request.isPending}
          disabled={!form.method}
          data-testid="withdraw-submit"
        >
          {t('withdraw.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The payout's crypto currency, among the methods the cashier offers. */
function MethodSelect({
  methods,
  value,
  onChange,
}: {
  methods: WithdrawalMethod[];
  value: CryptoCurrency | undefined;
  onChange: (method: CryptoCurrency) => void;
}) {
  const { t } = useTranslation('cashier');
  return (
    <FormField label={t('withdraw.method')}>
      {(control) => (
        <select
          {...control}
          className="form-input"
          value={value ?? ''}
          data-testid="withdraw-method"
          onChange={(event) => onChange(event.target.value as CryptoCurrency)}
        >
          {methods.map((option) => (
            <option key={option.method} value={option.method}>
              {cryptoLabel(option.method)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** While a bonus is wagered: the warning that a withdrawal forfeits it, and the player's consent. */
function BonusForfeitConfirm({
  amount,
  isConfirmed,
  error,
  onChange,
}: {
  amount: string;
  isConfirmed: boolean;
  error: string | null;
  onChange: (isConfirmed: boolean) => void;
}) {
  const { t } = useTranslation('cashier');
  return (
    <div className="bonus-forfeit" data-testid="withdraw-bonus-warning">
      <p className="bonus-forfeit__warning" role="note">
        {t('bonusForfeit.warning', { amount })}
      </p>
      <label className="bonus-forfeit__confirm">
        <input
          type="checkbox"
          name="forfeitBonus"
          checked={isConfirmed}
          aria-invalid={!!error}
          aria-describedby={error ? 'withdraw-forfeit-error' : undefined}
          data-testid="withdraw-forfeit-confirm"
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('bonusForfeit.confirm', { amount })}</span>
      </label>
      <p
        id="withdraw-forfeit-error"
        className="form-field__error"
        aria-live="polite"
        data-testid="withdraw-forfeit-error"
      >
        {error}
      </p>
    </div>
  );
}

/** The request's state: method and amount, their checks, the bonus forfeit's confirmation, the send. */
function useWithdrawForm({ methods, balance, bonusAtRisk = null, onRequested }: WithdrawFormProps) {
  const { t } = useTranslation('cashier');
  const locale = useFormatLocale();
  const request = useRequestWithdrawal();
  const refreshWallet = useRefreshWallet();
  const [methodId, setMethodId] = useState<CryptoCurrency | undefined>(methods[0]?.method);
  const [amount, setAmount] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const [isForfeitConfirmed, setIsForfeitConfirmed] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const method = methods.find((candidate) => candidate.method === methodId) ?? methods[0];
  const currency = balance?.currency ?? method?.currency ?? '';
  const problem = method
    ? checkWithdrawalAmount(amount, {
        min: method.min,
        max: method.max,
        withdrawable: balance?.withdrawable ?? null,
      })
    : null;
  const amountError = isChecked && problem ? amountProblemText(t, problem, currency, locale) : null;
  const needsForfeitConfirmation = bonusAtRisk !== null && !isForfeitConfirmed;
  const forfeitError = isChecked && needsForfeitConfirmation ? t('bonusForfeit.required') : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsChecked(true);
    setMessage(null);
    if (!method) return;
    if (problem) {
      event.currentTarget.querySelector<HTMLElement>('[name="amount"]')?.focus();
      return;
    }
    if (needsForfeitConfirmation) {
      event.currentTarget.querySelector<HTMLElement>('[name="forfeitBonus"]')?.focus();
      return;
    }
    request.mutate(
      {
        method: method.method,
        amount: normalizeDecimalInput(amount),
        ...(bonusAtRisk !== null && isForfeitConfirmed ? { forfeitBonus: true } : {}),
      },
      {
        onSuccess: () => {
          setAmount('');
          setIsChecked(false);
          setIsForfeitConfirmed(false);
          setMessage({ kind: 'success', text: t('withdraw.requested') });
          void refreshWallet();
          onRequested?.();
        },
        onError: (error) =>
          setMessage({
            kind: 'error',
            text: cashierRefusalText(t, error, (value) => formatMoney(value, currency, locale)),
          }),
      },
    );
  };

  return {
    locale,
    request,
    setMethodId,
    amount,
    setAmount,
    isForfeitConfirmed,
    setIsForfeitConfirmed,
    message,
    setMessage,
    method,
    currency,
    amountError,
    forfeitError,
    onSubmit,
  };
}
