import { formatDateTime } from '@casino/rules/formatting';
import { Button } from '@casino/ui/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { useRefreshWallet } from '@/features/player/hooks/use-refresh-wallet';
import { formatMoney } from '@/lib/money';
import { memoTagCurrencies, type DepositInvoice } from '@/lib/wallet-types';
import { useDepositStatus } from '../api/get-deposit-status';
import { useSimulatePayment } from '../api/simulate-payment';
import { cashierRefusalText } from '../refusal-text';
import { CopyField } from './copy-field';
import { InvoiceQr } from './invoice-qr';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';

export interface DepositInvoiceViewProps {
  invoice: DepositInvoice;
  onNewDeposit: () => void;
}

/** Where and how much to pay; the status is polled while the invoice is open. */
export function DepositInvoiceView({ invoice, onNewDeposit }: DepositInvoiceViewProps) {
  const { t } = useTranslation('cashier');
  const { status, simulate, refusal, canSimulate, money, needsMemo, expiresAt, onSimulate } =
    useDepositInvoice({ invoice });

  return (
    <section className="cashier-card" data-testid="deposit-invoice" aria-labelledby="deposit-invoice-title">
      <h2 id="deposit-invoice-title" className="cashier-card__title">
        {t('invoice.title', { amount: invoice.cryptoAmount, crypto: invoice.currency })}
      </h2>
      <p className={`invoice-status invoice-status--${status}`} role="status" data-testid="deposit-status">
        {t(`invoice.status.${status}`, { amount: money(invoice.amount) })}
      </p>
      <div className="invoice-body">
        <InvoiceQr value={invoice.qr} label={t('invoice.qr', { crypto: invoice.currency })} />
        <div className="invoice-fields">
          <CopyField
            label={t('invoice.address', { crypto: invoice.currency })}
            value={invoice.address}
            testId="deposit-address"
            copyTestId="deposit-copy-address"
          />
          {needsMemo && invoice.memoTag ? (
            <CopyField
              label={t('invoice.memo')}
              value={invoice.memoTag}
              testId="deposit-memo"
              copyTestId="deposit-copy-memo"
              hint={t('invoice.memoWarning')}
            />
          ) : null}
          <dl className="invoice-facts">
            <dt>{t('invoice.cryptoAmount')}</dt>
            <dd data-testid="deposit-crypto-amount">
              {invoice.cryptoAmount} {invoice.currency}
            </dd>
            <dt>{t('invoice.credit')}</dt>
            <dd>{money(invoice.amount)}</dd>
            <dt>{t('invoice.rate')}</dt>
            <dd>
              1 {invoice.currency} = {money(invoice.rate)}
            </dd>
            <dt>{t('invoice.expires')}</dt>
            <dd>
              <time dateTime={invoice.expiresAt}>{expiresAt}</time>
            </dd>
          </dl>
        </div>
      </div>
      {refusal ? <FormMessage kind="error">{refusal}</FormMessage> : null}
      <div className="form-actions">
        {canSimulate ? (
          <Button
            variant="secondary"
            isBusy={simulate.isPending}
            onClick={onSimulate}
            data-testid="deposit-simulate"
          >
            {t('invoice.simulate')}
          </Button>
        ) : null}
        <Button
          variant={status === 'pending' ? 'ghost' : 'primary'}
          onClick={onNewDeposit}
          data-testid="deposit-new"
        >
          {t('invoice.newDeposit')}
        </Button>
      </div>
      {canSimulate ? <p className="form-field__hint">{t('invoice.simulateHint')}</p> : null}
    </section>
  );
}

/** The invoice's state as the payment arrives (the wallet refreshed when it changes) and the sandbox payment. */
function useDepositInvoice({ invoice }: Pick<DepositInvoiceViewProps, 'invoice'>) {
  const { t } = useTranslation('cashier');
  const locale = useFormatLocale();
  const status = useDepositStatus(invoice);
  const refreshWallet = useRefreshWallet();
  const simulate = useSimulatePayment();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The API offers the sandbox payment only outside production, and only for sandbox invoices.
  const canSimulate = invoice.simulateUrl !== null && status === 'pending';

  // The moment the invoice leaves "pending" the money has moved (or not): refresh what shows it.
  const previousStatus = useRef(status);
  useEffect(() => {
    if (previousStatus.current === status) return;
    previousStatus.current = status;
    void refreshWallet();
  }, [status, refreshWallet]);

  const money = (amount: string) => formatMoney(amount, invoice.accountCurrency, locale);
  const needsMemo = memoTagCurrencies.has(invoice.currency) || !!invoice.memoTag;
  const expiresAt = formatDateTime(invoice.expiresAt, locale);

  const onSimulate = () => {
    setRefusal(null);
    simulate.mutate(invoice.id, {
      onSuccess: () => void refreshWallet(),
      onError: (error) => setRefusal(cashierRefusalText(t, error)),
    });
  };

  return { status, simulate, refusal, canSimulate, money, needsMemo, expiresAt, onSimulate };
}
