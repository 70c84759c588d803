import '@/styles/cashier.css';
import { Icon } from '@casino/ui/icon';
import { EmptyState } from '@casino/ui/empty-state';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { PageLoading } from '@/components/page-loading';
import { Screen } from '@/components/screen';
import { useWithdrawalLink } from '@/features/cashier/api/withdrawal-link';
import { WithdrawLinkForm } from '@/features/cashier/components/withdraw-link-form';
import { useRefreshWallet } from '@/features/player/hooks/use-refresh-wallet';
import { cashierRefusalText } from '@/features/cashier/refusal-text';
import type { WithdrawalLink } from '@/lib/wallet-types';

/** The page the approval e-mail links to (valid 24 hours): the payout's currency and address. */
export default function WithdrawLinkPage() {
  const { t, ready } = useTranslation(['cashier']);
  return (
    <Screen testId="page-withdraw-link" title={ready ? t('link.title') : ''}>
      {ready ? <WithdrawLinkContent /> : <PageLoading />}
    </Screen>
  );
}

function WithdrawLinkContent() {
  const { t } = useTranslation('cashier');
  const { token = '' } = useParams();
  const link = useWithdrawalLink(token);
  const [submitted, setSubmitted] = useState<WithdrawalLink | null>(null);
  const refreshWallet = useRefreshWallet();

  if (link.isPending) return <PageLoading />;
  if (link.error)
    return (
      <div data-testid="withdraw-link-invalid">
        <EmptyState icon={<Icon name="ban" size={32} />} title={cashierRefusalText(t, link.error)} />
      </div>
    );
  if (submitted || link.data.status !== 'awaiting_address')
    return (
      <div data-testid="withdraw-link-done">
        <EmptyState
          icon={<Icon name="wallet" size={32} />}
          title={t(submitted ? 'link.done' : 'link.alreadyDone')}
          description={t(`status.${(submitted ?? link.data).status}`)}
        />
      </div>
    );
  return (
    <WithdrawLinkForm
      token={token}
      link={link.data}
      onDone={(next) => {
        setSubmitted(next);
        // A logged-in player sees the payout in the history and pending list at once.
        void refreshWallet();
      }}
    />
  );
}
