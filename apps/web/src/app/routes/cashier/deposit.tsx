import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/page-loading';
import { Screen } from '@/components/screen';
import { DepositForm } from '@/features/cashier/components/deposit-form';
import { DepositInvoiceView } from '@/features/cashier/components/deposit-invoice';
import { useBalance } from '@/features/player/api/get-balance';
import { usePlayer } from '@/features/player/api/get-player';
import type { DepositInvoice } from '@/lib/wallet-types';

/** Cashier / deposit: pick a crypto currency and an amount, then pay the invoice (spec section 2). */
export default function DepositPage() {
  const { t, ready } = useTranslation(['cashier', 'pages']);
  const player = usePlayer();
  const { data: balance } = useBalance();
  const [invoice, setInvoice] = useState<DepositInvoice | null>(null);
  const currency = balance?.currency ?? player?.currency;
  return (
    <Screen testId="page-cashier-deposit" title={t('pages:cashier.deposit')}>
      {!ready || !currency ? (
        <PageLoading />
      ) : invoice ? (
        <DepositInvoiceView key={invoice.id} invoice={invoice} onNewDeposit={() => setInvoice(null)} />
      ) : (
        <DepositForm currency={currency} onInvoice={setInvoice} />
      )}
    </Screen>
  );
}
