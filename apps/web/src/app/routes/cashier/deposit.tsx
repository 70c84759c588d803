import { Button } from '@casino/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useSearchParams } from 'react-router';
import { FormMessage } from '@/components/form-field';
import { PageLoading } from '@/components/page-loading';
import { Screen } from '@/components/screen';
import { depositInvoiceQueryOptions, useDepositInvoice } from '@/features/cashier/api/get-deposit-invoice';
import { DepositForm } from '@/features/cashier/components/deposit-form';
import { DepositInvoiceView } from '@/features/cashier/components/deposit-invoice';
import { OpenInvoices } from '@/features/cashier/components/open-invoices';
import { invoiceParam } from '@/features/cashier/deposit-invoice-link';
import { useBalance } from '@/features/player/api/get-balance';
import { usePlayer } from '@/features/player/api/get-player';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import type { DepositInvoice } from '@/lib/wallet-types';

// The bonus choice follows the form: the amount can be typed while it loads (and the route stays light).
const DepositBonusChoice = lazy(() =>
  import('@/features/bonuses/components/deposit-bonus-choice').then((module) => ({
    default: module.DepositBonusChoice,
  })),
);

/**
 * Cashier / deposit: pick a crypto currency and an amount, then pay the invoice (spec section 2). The
 * invoice on show is in the address (?invoice=), so leaving the cashier and coming back, or Reopen in
 * the history, shows it again until it expires; open invoices are listed above the form.
 */
export default function DepositPage() {
  const { t, ready } = useTranslation(['cashier', 'pages']);
  const player = usePlayer();
  const { data: balance } = useBalance();
  const { playerSessionId } = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const invoiceId = params.get(invoiceParam) ?? '';
  // A promotion page's "Deposit now" comes with ?bonus={slug}: that bonus is chosen to begin with.
  const [bonusCampaign, setBonusCampaign] = useState<string | null>(params.get('bonus'));
  const invoice = useDepositInvoice(invoiceId);
  const currency = balance?.currency ?? player?.currency;

  const onInvoice = (opened: DepositInvoice) => {
    queryClient.setQueryData(depositInvoiceQueryOptions(playerSessionId, opened.id).queryKey, opened);
    setParams({ [invoiceParam]: opened.id });
  };
  const onNewDeposit = () => setParams({});

  return (
    <Screen testId="page-cashier-deposit" title={t('pages:cashier.deposit')}>
      {!ready || !currency ? (
        <PageLoading />
      ) : invoiceId === '' ? (
        <>
          <OpenInvoices />
          <DepositForm
            currency={currency}
            onInvoice={onInvoice}
            bonusCampaign={bonusCampaign}
            bonusSlot={
              <Suspense fallback={null}>
                <DepositBonusChoice value={bonusCampaign} onChange={setBonusCampaign} />
              </Suspense>
            }
          />
        </>
      ) : invoice.data ? (
        <DepositInvoiceView key={invoice.data.id} invoice={invoice.data} onNewDeposit={onNewDeposit} />
      ) : invoice.isError ? (
        <div className="cashier-card" data-testid="deposit-invoice-gone">
          <FormMessage kind="error">
            {isApiError(invoice.error, 'invoice_expired') ? t('invoice.status.expired') : t('invoice.gone')}
          </FormMessage>
          <div className="form-actions">
            <Button onClick={onNewDeposit} data-testid="deposit-new">
              {t('invoice.newDeposit')}
            </Button>
          </div>
        </div>
      ) : (
        <PageLoading />
      )}
    </Screen>
  );
}
