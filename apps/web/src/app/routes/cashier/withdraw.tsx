import { Button } from '@casino/ui/button';
import { Spinner } from '@casino/ui/spinner';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { PageLoading } from '@/components/page-loading';
import { Screen } from '@/components/screen';
import { paths } from '@/config/paths';
import { useWithdrawalMethods } from '@/features/cashier/api/get-withdrawal-methods';
import { MethodsTable } from '@/features/cashier/components/methods-table';
import { PendingWithdrawals } from '@/features/cashier/components/pending-withdrawals';
import { WithdrawForm } from '@/features/cashier/components/withdraw-form';
import { cashierRefusalText } from '@/features/cashier/refusal-text';
import { playerBonusesQueryKey, usePlayerBonuses } from '@/features/bonuses/api/get-player-bonuses';
import { useBalance } from '@/features/player/api/get-balance';
import { usePlayer } from '@/features/player/api/get-player';
import { isApiError } from '@/lib/api-error';
import { compareDecimals } from '@/lib/money';
import { useSession } from '@/lib/session';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { formatMinorMoney } from '@casino/rules/formatting';

/** Cashier / withdraw: methods, a request, and the pending withdrawals with cancel (spec sections 2, 4). */
export default function WithdrawPage() {
  const { t, ready } = useTranslation(['cashier', 'pages']);
  return (
    <Screen testId="page-cashier-withdraw" title={t('pages:cashier.withdraw')}>
      {ready ? <WithdrawSections /> : <PageLoading />}
    </Screen>
  );
}

function WithdrawSections() {
  const { t } = useTranslation('cashier');
  const navigate = useNavigate();
  const methods = useWithdrawalMethods();
  const { data: balance } = useBalance();
  const player = usePlayer();
  const bonusAtRisk = useBonusAtRisk();
  const queryClient = useQueryClient();
  const { playerSessionId } = useSession();
  // A withdrawal forfeits the active bonus: the profile's bonuses follow.
  const onRequested = () =>
    void queryClient.invalidateQueries({ queryKey: playerBonusesQueryKey(playerSessionId) });
  // Spec section 6: withdrawals need a prior deposit. Said up front; the server refuses anyway.
  const hasNoDeposit = !!player && compareDecimals(player.first_deposit, '0') === 0;
  return (
    <div className="cashier-grid">
      <div className="cashier-stack">
        {methods.isPending ? <Spinner label={t('loading')} /> : null}
        {hasNoDeposit ? (
          <div className="cashier-card" data-testid="withdraw-needs-deposit">
            <FormMessage kind="error">{t('refusals.withdrawals_require_deposit')}</FormMessage>
            <div className="form-actions">
              <Button onClick={() => void navigate(paths.deposit.href())}>{t('withdraw.goDeposit')}</Button>
            </div>
          </div>
        ) : null}
        {methods.error ? (
          <div className="cashier-card">
            <FormMessage kind="error" testId="withdraw-refusal">
              {cashierRefusalText(t, methods.error)}
            </FormMessage>
            {isApiError(methods.error, 'withdrawals_require_deposit') ? (
              <div className="form-actions">
                <Button onClick={() => void navigate(paths.deposit.href())}>{t('withdraw.goDeposit')}</Button>
              </div>
            ) : null}
          </div>
        ) : null}
        {methods.data ? (
          <>
            <WithdrawForm
              methods={methods.data}
              balance={balance}
              bonusAtRisk={bonusAtRisk}
              onRequested={onRequested}
            />
            <section className="cashier-card" aria-labelledby="withdrawal-methods-title">
              <h2 id="withdrawal-methods-title" className="cashier-card__title">
                {t('methods.title')}
              </h2>
              <MethodsTable methods={methods.data} />
            </section>
          </>
        ) : null}
      </div>
      <PendingWithdrawals />
    </div>
  );
}

/** The active bonus's balance as the player reads it, or null with no bonus being wagered. */
function useBonusAtRisk(): string | null {
  const locale = useFormatLocale();
  const { data } = usePlayerBonuses();
  const active = data?.active;
  return active ? formatMinorMoney(active.balanceMinor, active.currency, locale) : null;
}
