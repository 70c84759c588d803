import { storageKeys, type KeyValueStore } from '@/lib/storage';

/**
 * Spec section 2: when the query holds both myafftk and myaffid, they are stored when they differ
 * from the stored values. Returns whether anything was stored.
 */
export function storeAffiliateFromQuery(query: URLSearchParams, store: KeyValueStore): boolean {
  const token = query.get(storageKeys.affiliateToken);
  const id = query.get(storageKeys.affiliateId);
  if (!token || !id) return false;
  const isSame = store.get(storageKeys.affiliateToken) === token && store.get(storageKeys.affiliateId) === id;
  if (isSame) return false;
  store.set(storageKeys.affiliateToken, token);
  store.set(storageKeys.affiliateId, id);
  return true;
}
