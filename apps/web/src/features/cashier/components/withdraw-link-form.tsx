import { formatDateTime } from '@casino/rules/formatting';
import { Button } from '@casino/ui/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField, FormMessage } from '@/components/form-field';
import { serverIssuesByField } from '@/lib/validation-issues';
import { formatMoney } from '@/lib/money';
import { cryptoLabel, type CryptoCurrency, type WithdrawalLink } from '@/lib/wallet-types';
import { useSubmitWithdrawalAddress } from '../api/withdrawal-link';
import { checkMemoTag, checkPayoutAddress } from '../address-rules';
import { cashierRefusalText } from '../refusal-text';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';

type Field = 'cryptoCurrency' | 'address' | 'memoTag';

/** The e-mailed link's page: pick the crypto currency, enter the address and memo tag (spec section 4). */
export function WithdrawLinkForm({
  token,
  link,
  onDone,
}: {
  token: string;
  link: WithdrawalLink;
  onDone: (next: WithdrawalLink) => void;
}) {
  const { t } = useTranslation('cashier');
  const locale = useFormatLocale();
  const submit = useSubmitWithdrawalAddress(token);
  const [crypto, setCrypto] = useState<CryptoCurrency | undefined>(
    (link.cryptoCurrency as CryptoCurrency | null) ?? link.currencies[0]?.code,
  );
  const [address, setAddress] = useState('');
  const [memo, setMemo] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const needsMemo = link.currencies.find((option) => option.code === crypto)?.needsMemoTag ?? false;
  const problems: Record<'address' | 'memoTag', string | null> = {
    address: checkPayoutAddress(address),
    memoTag: checkMemoTag(memo, needsMemo),
  };
  const errorOf = (field: Field) => {
    if (serverErrors[field]) return serverErrors[field];
    const code = field === 'cryptoCurrency' ? null : problems[field];
    return isChecked && code ? t(`errors.${code}`) : null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsChecked(true);
    setServerErrors({});
    setRefusal(null);
    const firstInvalid = (['address', 'memoTag'] as const).find((field) => problems[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    if (!crypto) return;
    submit.mutate(
      { cryptoCurrency: crypto, address: address.trim(), ...(memo.trim() ? { memoTag: memo.trim() } : {}) },
      {
        onSuccess: onDone,
        onError: (error) => {
          const byField = serverIssuesByField(error);
          const known = (['cryptoCurrency', 'address', 'memoTag'] as const).filter((field) => byField[field]);
          if (known.length)
            setServerErrors(Object.fromEntries(known.map((field) => [field, byField[field]])));
          else setRefusal(cashierRefusalText(t, error));
        },
      },
    );
  };

  return (
    <form className="cashier-card" onSubmit={onSubmit} noValidate data-testid="withdraw-link-form">
      <p className="cashier-card__lead">
        {t('link.lead', { amount: formatMoney(link.amount, link.currency, locale) })}
      </p>
      <p className="cashier-card__lead" data-testid="withdraw-link-expiry">
        {t('link.validUntil', {
          time: formatDateTime(link.expiresAt, locale),
        })}
      </p>
      <div className="form-grid">
        <FormField label={t('link.currency')} error={errorOf('cryptoCurrency')}>
          {(control) => (
            <select
              {...control}
              className="form-input"
              name="cryptoCurrency"
              value={crypto ?? ''}
              data-testid="withdraw-link-currency"
              onChange={(event) => {
                setCrypto(event.target.value as CryptoCurrency);
                setServerErrors({});
              }}
            >
              {link.currencies.map((option) => (
                <option key={option.code} value={option.code}>
                  {cryptoLabel(option.code, option.name)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {/* Addresses are long: the field takes a whole row. */}
        <div className="form-grid__wide">
          <FormField label={t('link.address', { crypto })} error={errorOf('address')}>
            {(control) => (
              <input
                {...control}
                className="form-input"
                name="address"
                autoComplete="off"
                spellCheck={false}
                value={address}
                data-testid="withdraw-link-address"
                onChange={(event) => {
                  setAddress(event.target.value);
                  setServerErrors((previous) => ({ ...previous, address: undefined }));
                }}
              />
            )}
          </FormField>
        </div>
        {needsMemo ? (
          <FormField label={t('link.memo')} hint={t('link.memoHint', { crypto })} error={errorOf('memoTag')}>
            {(control) => (
              <input
                {...control}
                className="form-input"
                name="memoTag"
                inputMode="numeric"
                autoComplete="off"
                value={memo}
                data-testid="withdraw-link-memo"
                onChange={(event) => {
                  setMemo(event.target.value);
                  setServerErrors((previous) => ({ ...previous, memoTag: undefined }));
                }}
              />
            )}
          </FormField>
        ) : null}
      </div>
      {refusal ? (
        <FormMessage kind="error" testId="withdraw-link-refusal">
          {refusal}
        </FormMessage>
      ) : null}
      <div className="form-actions">
        <Button type="submit" isBusy={submit.isPending} data-testid="withdraw-link-submit">
          {t('link.submit')}
        </Button>
      </div>
    </form>
  );
}
