import type { ActivityStatement, StatementCurrency } from '@casino/contract/statement';
import { formatMinorMoney } from '@casino/rules/formatting';
import { useTranslation } from '@/lib/i18n-react';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';

/** One currency's year: deposits and withdrawals, then staked, won and net result per product. */
function CurrencyStatement({ line }: { line: StatementCurrency }) {
  const { t } = useTranslation('account');
  const locale = useFormatLocale();
  const money = (minor: string) => formatMinorMoney(minor, line.currency, locale);
  return (
    <section className="statement__currency" data-testid={`statement-${line.currency}`}>
      <h3>{t('statement.account', { currency: line.currency })}</h3>
      <dl className="statement__totals">
        <dt>{t('statement.deposits')}</dt>
        <dd className="num" data-testid="statement-deposits">
          {money(line.deposits)}
        </dd>
        <dt>{t('statement.withdrawals')}</dt>
        <dd className="num" data-testid="statement-withdrawals">
          {money(line.withdrawals)}
        </dd>
      </dl>
      <div className="statement__scroll">
        <table className="limits-table statement__table">
          <thead>
            <tr>
              <th scope="col">{t('statement.product')}</th>
              <th scope="col" className="num">
                {t('statement.staked')}
              </th>
              <th scope="col" className="num">
                {t('statement.won')}
              </th>
              <th scope="col" className="num">
                {t('statement.net')}
              </th>
            </tr>
          </thead>
          <tbody>
            {line.products.map((product) => (
              <tr key={product.product} data-testid={`statement-${product.product}`}>
                <th scope="row">{t(`statement.${product.product}`)}</th>
                <td className="num">{money(product.staked)}</td>
                <td className="num">{money(product.won)}</td>
                <td className="num">{money(product.net)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('statement.total')}</th>
              <td colSpan={3} className="num" data-testid="statement-net">
                {money(line.net)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/** The year's figures as the PDF has them, with the note on what the net result counts. */
export function ActivityStatementView({ statement }: { statement: ActivityStatement }) {
  const { t } = useTranslation('account');
  return (
    <div className="statement" data-testid="activity-statement">
      {statement.isComplete ? null : <p className="limits-table__muted">{t('statement.running')}</p>}
      {statement.currencies.map((line) => (
        <CurrencyStatement key={line.currency} line={line} />
      ))}
      <p className="limits-table__muted">{t('statement.note')}</p>
    </div>
  );
}
