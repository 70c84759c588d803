import { formatDateTime } from '@casino/rules/formatting';
import { EmptyState } from '@casino/ui/empty-state';
import { Icon } from '@casino/ui/icon';
import { Spinner } from '@casino/ui/spinner';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import { FormMessage } from '@/components/form-field';
import { LoadMoreButton } from '@/components/load-more-button';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import type { Transaction, TransactionFilters } from '@/lib/wallet-types';
import { useTransactions } from '../api/get-transactions';
import { TransactionFiltersForm } from './transaction-filters';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';

/** The Transactions tab of the history: filters, rows with every field of spec section 3, Load more. */
export function TransactionsPanel() {
  const { t, ready } = useTranslation('cashier');
  const [filters, setFilters] = useState<TransactionFilters>({});
  const history = useTransactions(filters);
  if (!ready) return <Spinner label="" />;
  const rows = history.data?.pages.flatMap((page) => page.transactions) ?? [];
  return (
    <div className="history-panel">
      <TransactionFiltersForm value={filters} onChange={setFilters} />
      {history.isPending ? <Spinner label={t('loading')} /> : null}
      {history.isError ? <FormMessage kind="error">{t('history.loadFailed')}</FormMessage> : null}
      {history.isSuccess && rows.length === 0 ? (
        <EmptyState icon={<Icon name="list" />} title={t('history.empty')} />
      ) : null}
      {rows.length > 0 ? (
        <ul className="history-list" data-testid="history-list">
          {rows.map((row) => (
            <TransactionRow key={row.transactionId} row={row} />
          ))}
        </ul>
      ) : null}
      <LoadMoreButton query={history} label={t('history.loadMore')} testId="history-load-more" />
    </div>
  );
}

function TransactionRow({ row }: { row: Transaction }) {
  const { t } = useTranslation('cashier');
  const locale = useFormatLocale();
  const date = (value: string) => formatDateTime(value, locale);
  const sign = row.type === 'withdraw' ? '−' : '+';
  return (
    <li className="history-row" data-testid="history-row" data-type={row.type} data-status={row.status}>
      <div className="history-row__head">
        <span className="history-row__type">{t(`history.types.${row.type}`)}</span>
        <span className="status-pill" data-status={row.status}>
          {t(`status.${row.status}`)}
        </span>
        <span className="history-row__amount" data-type={row.type}>
          {sign}
          {formatMoney(row.amount, row.currency, locale)}
        </span>
      </div>
      <dl className="history-row__facts">
        <Fact label={t('history.dateRequested')}>
          <time dateTime={row.dateRequested}>{date(row.dateRequested)}</time>
        </Fact>
        <Fact label={t('history.paymentMethod')}>{row.paymentMethod}</Fact>
        <Fact label={t('history.processedAt')}>
          {row.processedAt ? <time dateTime={row.processedAt}>{date(row.processedAt)}</time> : '—'}
        </Fact>
        <Fact label={t('history.transId')} isCode>
          {row.transactionId}
        </Fact>
        {row.details ? (
          <Fact label={t('history.details')} isCode>
            {row.details}
          </Fact>
        ) : null}
        {row.message ? <Fact label={t('history.message')}>{row.message}</Fact> : null}
      </dl>
      {row.type === 'deposit' && row.status === 'pending' ? (
        // An unpaid invoice still open: the cashier shows it again (address, amount, expiry, QR).
        <Link
          to={{
            pathname: paths.deposit.href(),
            search: `?${new URLSearchParams({ invoice: row.transactionId })}`,
          }}
          className="ui-button ui-button--secondary ui-button--sm history-row__action"
          data-testid="history-reopen"
        >
          {t('invoice.reopen')}
        </Link>
      ) : null}
    </li>
  );
}

/** One labelled value; a div may group a dt with its dd, which keeps each pair in one grid cell. */
function Fact({ label, isCode = false, children }: { label: string; isCode?: boolean; children: ReactNode }) {
  return (
    <div className={isCode ? 'history-fact history-fact--wide' : 'history-fact'}>
      <dt>{label}</dt>
      <dd className={isCode ? 'history-row__id' : undefined}>{children}</dd>
    </div>
  );
}
