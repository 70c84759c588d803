import type { RouteData } from '@casino/contract/routes/define';
import { DataTable } from '../../lib/data-table';
import { useI18n } from '../../lib/i18n';
import type { staffApi } from '../../lib/staff-api';
import { useMoney } from '../../lib/money';

type PlayerData = RouteData<typeof staffApi.getPlayer>;

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** The player's profile: name, e-mail, country, language, KYC, last log-in, exclusion. */
export function ProfileCard({ profile }: { profile: PlayerData['profile'] }) {
  const { t } = useI18n();
  const yesNo = (value: boolean) => t(value ? 'player.yes' : 'player.no');
  return (
    <article className="card">
      <h2>{t('player.profile')}</h2>
      <dl>
        <dt>{t('player.name')}</dt>
        <dd>{`${profile.fname} ${profile.lname}`.trim() || '—'}</dd>
        <dt>{t('players.email')}</dt>
        <dd>{profile.email}</dd>
        <dt>{t('player.emailConfirmed')}</dt>
        <dd>{yesNo(profile.emailConfirmed)}</dd>
        <dt>{t('players.country')}</dt>
        <dd>{profile.country}</dd>
        <dt>{t('player.language')}</dt>
        <dd>{profile.language}</dd>
        <dt>{t('players.kyc')}</dt>
        <dd>{t(`kyc.${profile.kycStatus}`)}</dd>
        <dt>{t('player.lastLogin')}</dt>
        <dd>{profile.lastLoginAt ? `${when(profile.lastLoginAt)} (${profile.lastLoginIp ?? ''})` : '—'}</dd>
        <dt>{t('player.selfExcludedUntil')}</dt>
        <dd>{when(profile.selfExcludedUntil)}</dd>
      </dl>
    </article>
  );
}

/** Cash, bonus and the withdrawal hold, in the player's currency. */
export function BalancesCard({ balance }: { balance: PlayerData['balance'] }) {
  const { t } = useI18n();
  const money = useMoney();
  return (
    <article className="card">
      <h2>{t('player.balances')}</h2>
      <dl>
        <dt>{t('player.cash')}</dt>
        <dd data-testid="player-cash">{money.decimal(balance.cash, balance.currency)}</dd>
        <dt>{t('player.bonus')}</dt>
        <dd>{money.decimal(balance.bonus, balance.currency)}</dd>
        <dt>{t('player.hold')}</dt>
        <dd>{money.decimal(balance.withdrawalHold, balance.currency)}</dd>
      </dl>
    </article>
  );
}

/** The latest cashier transactions (deposits and withdrawals). */
export function TransactionsTable({ transactions }: { transactions: PlayerData['transactions'] }) {
  const { t } = useI18n();
  const money = useMoney();
  return (
    <>
      <h2>{t('player.transactions')}</h2>
      {transactions.length === 0 ? <p>{t('player.noTransactions')}</p> : null}
      {transactions.length > 0 ? (
        <DataTable
          headers={['audit.when', 'withdrawals.method', 'withdrawals.amount', 'withdrawals.status']}
          rows={transactions.map((transaction) => [
            when(transaction.dateRequested),
            `${transaction.type} · ${transaction.paymentMethod}`,
            money.decimal(transaction.amount, transaction.currency),
            transaction.status,
          ])}
        />
      ) : null}
    </>
  );
}
