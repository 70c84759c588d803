import type {
  GamblingLimitsData,
  PlayLimitKind,
  PlayLimitPeriod,
} from '@casino/contract/responsible-gambling';
import { Button } from '@casino/ui/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField, FormMessage } from '@/components/form-field';
import { serverIssuesByField } from '@/lib/validation-issues';
import { useSetPlayLimit } from '../api/play-limits';
import { checkLimitPassword, limitErrorCode } from '../limit-rules';
import { AccountPasswordField } from './account-password-field';

/**
 * Set a loss, wager or session limit: which one, the amount (minutes for the session) and the account
 * password. An empty amount removes the limit (after 24 hours, like any loosening).
 */
export function PlayLimitForm({ data }: { data: GamblingLimitsData }) {
  const { t } = useTranslation('account');
  const { setLimit, slot, setSlot, amount, setAmount, password, setPassword, error, kind, period, onSubmit } =
    usePlayLimitForm();

  return (
    <form className="limit-form" onSubmit={onSubmit} noValidate data-testid="play-limit-form">
      <div className="form-grid">
        <FormField label={t('playLimits.limit')}>
          {(control) => (
            <select
              {...control}
              className="form-input"
              value={slot}
              data-testid="play-limit-slot"
              onChange={(event) => setSlot(event.target.value)}
            >
              {data.playLimits.map((limit) => (
                <option key={`${limit.kind}_${limit.period}`} value={`${limit.kind}_${limit.period}`}>
                  {t(`playLimits.slots.${limit.kind}_${limit.period}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={
            kind !== 'session'
              ? t('limits.amount', { currency: data.currency })
              : period === 'day'
                ? t('playLimits.amountMinutesDay')
                : t('playLimits.amountMinutes')
          }
          hint={t('playLimits.amountHint')}
        >
          {(control) => (
            <input
              {...control}
              name="amount"
              className="form-input"
              inputMode={kind === 'session' ? 'numeric' : 'decimal'}
              value={amount}
              data-testid="play-limit-amount"
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
        </FormField>
        <AccountPasswordField
          value={password}
          error={null}
          testId="play-limit-password"
          onChange={setPassword}
        />
      </div>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <div className="form-actions">
        <Button type="submit" isBusy={setLimit.isPending} data-testid="play-limit-set">
          {t('limits.set')}
        </Button>
      </div>
    </form>
  );
}

/** The play limit's state: kind, period, amount and password, the checks and the save. */
function usePlayLimitForm() {
  const { t } = useTranslation('account');
  const setLimit = useSetPlayLimit();
  const [slot, setSlot] = useState('loss_day');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [kind, period] = slot.split('_') as [PlayLimitKind, PlayLimitPeriod];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rule = checkLimitPassword(password);
    if (rule) return setError(t(`errors.${rule}`));
    setError(null);
    setLimit.mutate(
      { kind, period, amount: amount.trim() === '' ? null : amount.trim().replace(',', '.'), password },
      {
        onSuccess: () => {
          setAmount('');
          setPassword('');
        },
        onError: (failure) =>
          setError(
            limitErrorCode(failure) === 'invalid_old_password'
              ? t('errors.invalid_old_password')
              : (serverIssuesByField(failure).amount ?? failure.message),
          ),
      },
    );
  };

  return { setLimit, slot, setSlot, amount, setAmount, password, setPassword, error, kind, period, onSubmit };
}
