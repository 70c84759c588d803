import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/money';
import { useOpenInvoices } from '../api/get-open-invoices';
import { depositInvoiceLink } from '../deposit-invoice-link';

/** Invoices the player opened and has not paid yet, each to reopen until it expires. */
export function OpenInvoices() {
  const { t, i18n } = useTranslation('cashier');
  const { data: invoices = [] } = useOpenInvoices();
  if (invoices.length === 0) return null;
  return (
    <section className="cashier-card" data-testid="open-invoices" aria-labelledby="open-invoices-title">
      <h2 id="open-invoices-title" className="cashier-card__title">
        {t('invoice.openTitle')}
      </h2>
      <ul className="open-invoices">
        {invoices.map((invoice) => (
          <li key={invoice.transactionId} data-testid="open-invoice">
            <span>
              {t('invoice.openItem', {
                amount: formatMoney(invoice.amount, invoice.currency, i18n.language),
                crypto: invoice.paymentMethod,
              })}
            </span>
            <Link
              to={depositInvoiceLink(invoice.transactionId)}
              className="ui-button ui-button--secondary ui-button--sm"
              data-testid="open-invoice-reopen"
            >
              {t('invoice.reopen')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
