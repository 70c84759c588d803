import type { GamblingLimitsData, LimitPeriod } from '@casino/contract/responsible-gambling';
import { Button } from '@casino/ui/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField, FormMessage } from '@/components/form-field';
import { MoneyAmountField } from '@/components/money-amount-field';
import { serverIssuesByField } from '@/lib/validation-issues';
import { useSetLimit } from '../api/set-limit';
import { limitPeriods } from '@casino/contract/values/responsible-gambling';
import { formatMoney } from '@/lib/money';
import {
  checkLimitAmount,
  checkLimitPassword,
  limitErrorCode,
  minimumLimit,
  normalizeAmount,
} from '../limit-rules';
import { AccountPasswordField } from './account-password-field';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';

type Name = 'amount' | 'password';

/** Set a deposit limit for a period: amount and the account password (spec section 5). */
export function LimitForm({ data }: { data: GamblingLimitsData }) {
  const { t } = useTranslation('account');
  const form = useLimitForm({ data });

  return (
    <form className="limit-form" onSubmit={form.onSubmit} noValidate data-testid="limit-form">
      <div className="form-grid">
        <FormField label={t('limits.period')}>
          {(control) => (
            <select
              {...control}
              className="form-input"
              value={form.period}
              data-testid="limit-period"
              onChange={(event) => form.setPeriod(event.target.value as LimitPeriod)}
            >
              {limitPeriods.map((value) => (
                <option key={value} value={value}>
                  {t(`limits.periods.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <MoneyAmountField
          label={t('limits.amount', { currency: data.currency })}
          hint={t('limits.amountHint', form.params)}
          error={form.errorOf('amount')}
          value={form.amount}
          testId="limit-amount"
          onChange={(value) => {
            form.setAmount(value);
            form.touch('amount');
          }}
        />
        <AccountPasswordField
          value={form.password}
          error={form.errorOf('password')}
          testId="limit-password"
          onChange={(value) => {
            form.setPassword(value);
            form.touch('password');
          }}
        />
      </div>
      {form.refusal?.field === null ? <FormMessage kind="error">{form.refusal.message}</FormMessage> : null}
      <div className="form-actions">
        <Button type="submit" isBusy={form.setLimit.isPending} data-testid="limit-set">
          {t('limits.set')}
        </Button>
      </div>
    </form>
  );
}

/** The limit's state: period, amount and password, the checks and the save. */
function useLimitForm({ data }: { data: GamblingLimitsData }) {
  const { t } = useTranslation('account');
  const locale = useFormatLocale();
  const setLimit = useSetLimit();
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState<Set<Name>>(() => new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<{ field: Name | null; message: string } | null>(null);

  const money = (value: string) => formatMoney(value, data.currency, locale);
  const params = { min: money(minimumLimit(data.currency)), max: money(data.maximum) };
  const errors: Record<Name, string | null> = {
    amount: checkLimitAmount(amount, data.maximum, data.currency),
    password: checkLimitPassword(password),
  };
  const errorOf = (name: Name) => {
    if (refusal?.field === name) return refusal.message;
    const code = errors[name];
    return code && (isSubmitted || touched.has(name)) ? t(`errors.${code}`, params) : null;
  };
  const touch = (name: Name) => {
    setTouched((previous) => new Set(previous).add(name));
    if (refusal?.field === name || refusal?.field === null) setRefusal(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    setRefusal(null);
    const firstInvalid = (['amount', 'password'] as const).find((name) => errors[name]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setLimit.mutate(
      { period, amount: normalizeAmount(amount), password },
      {
        onSuccess: () => {
          setAmount('');
          setPassword('');
          setTouched(new Set());
          setIsSubmitted(false);
        },
        onError: (error) => {
          if (limitErrorCode(error) === 'invalid_old_password')
            setRefusal({ field: 'password', message: t('errors.invalid_old_password') });
          else {
            // The server's own check of the amount (its currency, its maximum) names the field.
            const amountIssue = serverIssuesByField(error).amount;
            setRefusal(
              amountIssue
                ? { field: 'amount', message: amountIssue }
                : { field: null, message: error.message },
            );
          }
        },
      },
    );
  };

  return {
    setLimit,
    period,
    setPeriod,
    amount,
    setAmount,
    password,
    setPassword,
    refusal,
    params,
    errorOf,
    touch,
    onSubmit,
  };
}
