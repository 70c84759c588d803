import { createHmac } from 'node:crypto';

/**
 * Tawk.to's secure mode: the widget accepts a visitor's name and e-mail (setAttributes / visitor)
 * only with the HMAC-SHA256 of the e-mail under the property's secret key, in hex.
 */
export function tawkHash(email: string, secret: string): string {
  return createHmac('sha256', secret).update(email).digest('hex');
}
