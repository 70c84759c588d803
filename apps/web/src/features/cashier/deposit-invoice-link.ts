import type { To } from 'react-router';
import { paths } from '@/config/paths';

/** The query of the deposit page that holds the invoice on show, so leaving and coming back keeps it. */
export const invoiceParam = 'invoice';

/** The deposit page showing one of the player's open invoices again. */
export function depositInvoiceLink(invoiceId: string): To {
  return { pathname: paths.deposit.href(), search: `?${new URLSearchParams({ [invoiceParam]: invoiceId })}` };
}
