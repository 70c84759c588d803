import { formatDateTime } from '@casino/rules/formatting';
import { Button } from '@casino/ui/button';
import { useTranslation } from '@/lib/i18n-react';
import { FormField, FormMessage } from '@/components/form-field';
import { formatMoney } from '@/lib/money';
import { cryptoLabel, type CryptoCurrency, type WithdrawalLink } from '@/lib/wallet-types';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { useWithdrawLinkForm } from '../hooks/use-withdraw-link-form';

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
  const form = useWithdrawLinkForm(token, link, onDone);
  const { crypto } = form;

  return (
    <form className="cashier-card" onSubmit={form.onSubmit} noValidate data-testid="withdraw-link-form">
      <WithdrawLinkSummary link={link} />
      <div className="form-grid">
        <CryptoCurrencyField
          options={link.currencies}
          value={crypto}
          error={form.errorOf('cryptoCurrency')}
          onChange={form.chooseCrypto}
        />
        {/* Addresses are long: the field takes a whole row. */}
        <div className="form-grid__wide">
          <FormField label={t('link.address', { crypto })} error={form.errorOf('address')}>
            {(control) => (
              <input
                {...control}
                className="form-input"
                name="address"
                autoComplete="off"
                spellCheck={false}
                value={form.address}
                data-testid="withdraw-link-address"
                onChange={(event) => form.changeAddress(event.target.value)}
              />
            )}
          </FormField>
        </div>
        {form.needsMemo ? (
          <FormField
            label={t('link.memo')}
            hint={t('link.memoHint', { crypto })}
            error={form.errorOf('memoTag')}
          >
            {(control) => (
              <input
                {...control}
                className="form-input"
                name="memoTag"
                inputMode="numeric"
                autoComplete="off"
                value={form.memo}
                data-testid="withdraw-link-memo"
                onChange={(event) => form.changeMemo(event.target.value)}
              />
            )}
          </FormField>
        ) : null}
      </div>
      {form.refusal ? (
        <FormMessage kind="error" testId="withdraw-link-refusal">
          {form.refusal}
        </FormMessage>
      ) : null}
      <div className="form-actions">
        <Button type="submit" isBusy={form.isSubmitting} data-testid="withdraw-link-submit">
          {t('link.submit')}
        </Button>
      </div>
    </form>
  );
}

/** What is paid out and until when the link can be used. */
function WithdrawLinkSummary({ link }: { link: WithdrawalLink }) {
  const { t } = useTranslation('cashier');
  const locale = useFormatLocale();
  return (
    <>
      <p className="cashier-card__lead">
        {t('link.lead', { amount: formatMoney(link.amount, link.currency, locale) })}
      </p>
      <p className="cashier-card__lead" data-testid="withdraw-link-expiry">
        {t('link.validUntil', {
          time: formatDateTime(link.expiresAt, locale),
        })}
      </p>
    </>
  );
}

function CryptoCurrencyField({
  options,
  value,
  error,
  onChange,
}: {
  options: WithdrawalLink['currencies'];
  value: CryptoCurrency | undefined;
  error: string | null | undefined;
  onChange: (next: CryptoCurrency) => void;
}) {
  const { t } = useTranslation('cashier');
  return (
    <FormField label={t('link.currency')} error={error}>
      {(control) => (
        <select
          {...control}
          className="form-input"
          name="cryptoCurrency"
          value={value ?? ''}
          data-testid="withdraw-link-currency"
          onChange={(event) => onChange(event.target.value as CryptoCurrency)}
        >
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {cryptoLabel(option.code, option.name)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
