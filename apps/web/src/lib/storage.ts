/** The keys the product keeps in localStorage, exactly as spec section 3 "Stored locally" names them. */
export const storageKeys = {
  anonSessionId: 'anonSessionId',
  playerSessionId: 'playerSessionId',
  locale: 'user-locale',
  country2: 'user-country2',
  countryCode: 'user-countrycode',
  firstDeposit: 'firstDeposit',
  affiliateToken: 'myafftk',
  affiliateId: 'myaffid',
  // analytics consent (engage): 'granted' or 'denied'; nothing is tracked before either
  analyticsConsent: 'analytics-consent',
  // the landing's utm fields, kept only once analytics are allowed
  analyticsUtm: 'analytics-utm',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export interface KeyValueStore {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
}

/** localStorage can throw (private mode, disabled storage); the app then runs without memory. */
export const storage: KeyValueStore = {
  get(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // storage unavailable: nothing to keep
    }
  },
  remove(key) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // storage unavailable: nothing to remove
    }
  },
};
