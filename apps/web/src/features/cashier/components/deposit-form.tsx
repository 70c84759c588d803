import { Button } from '@casino/ui/button';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField, FormMessage } from '@/components/form-field';
import { MoneyAmountField } from '@/components/money-amount-field';
import { formatMoney, normalizeDecimalInput } from '@/lib/money';
import { cryptoCurrencies } from '@casino/contract/values/wallet';
import { cryptoLabel, type CryptoCurrency, type DepositInvoice } from '@/lib/wallet-types';
import { useCreateDeposit } from '../api/create-deposit';
import { checkDepositAmount } from '../amount-rules';
import { amountProblemText } from '../amount-problem-text';
import { cashierRefusalText } from '../refusal-text';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';

export interface DepositFormProps {
  /** The player's account currency: the amount is entered in it. */
  currency: string;
  onInvoice: (invoice: DepositInvoice) => void;
  /** The deposit bonus chosen (a campaign's slug), sent with the deposit; null for none. */
  bonusCampaign?: string | null;
  /** The page's bonus choice and promotion code field, shown above the submit button. */
  bonusSlot?: ReactNode;
}

/** Pick a crypto currency and an amount in the account currency; the answer is an invoice. */
export function DepositForm({ currency, onInvoice, bonusCampaign = null, bonusSlot }: DepositFormProps) {
  const { t } = useTranslation('cashier');
  const locale = useFormatLocale();
  const createDeposit = useCreateDeposit();
  const [crypto, setCrypto] = useState<CryptoCurrency>('BTC');
  const [amount, setAmount] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const problem = checkDepositAmount(amount);
  const amountError = isChecked && problem ? amountProblemText(t, problem, currency, locale) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsChecked(true);
    setRefusal(null);
    if (problem) {
      event.currentTarget.querySelector<HTMLElement>('[name="amount"]')?.focus();
      return;
    }
    createDeposit.mutate(
      {
        currency: crypto,
        amount: normalizeDecimalInput(amount),
        ...(bonusCampaign ? { bonusCampaign } : {}),
      },
      {
        onSuccess: onInvoice,
        onError: (error) =>
          setRefusal(cashierRefusalText(t, error, (value) => formatMoney(value, currency, locale))),
      },
    );
  };

  return (
    <form className="cashier-card" onSubmit={onSubmit} noValidate data-testid="deposit-form">
      <h2 className="cashier-card__title">{t('deposit.title')}</h2>
      <div className="form-grid">
        <FormField label={t('deposit.currency')}>
          {(control) => (
            <select
              {...control}
              className="form-input"
              value={crypto}
              data-testid="deposit-currency"
              onChange={(event) => setCrypto(event.target.value as CryptoCurrency)}
            >
              {cryptoCurrencies.map((code) => (
                <option key={code} value={code}>
                  {cryptoLabel(code)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <MoneyAmountField
          label={t('deposit.amount', { currency })}
          hint={t('deposit.amountHint', { currency, crypto })}
          error={amountError}
          value={amount}
          testId="deposit-amount"
          onChange={(value) => {
            setAmount(value);
            setRefusal(null);
          }}
        />
      </div>
      {bonusSlot}
      {refusal ? (
        <FormMessage kind="error" testId="deposit-refusal">
          {refusal}
        </FormMessage>
      ) : null}
      <div className="form-actions">
        <Button type="submit" isBusy={createDeposit.isPending} data-testid="deposit-submit">
          {t('deposit.submit')}
        </Button>
      </div>
    </form>
  );
}
