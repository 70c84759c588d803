import type { TawkToPlayerDetails } from '@casino/contract/engage';
import { playerApi } from '@casino/contract/routes/player-client';
import { limits } from '@casino/rules/limits';
import { api } from '@/lib/api';
import { isLoggedIn } from '@/lib/session';
import { storage, storageKeys } from '@/lib/storage';

/** The parts of Tawk.to's JavaScript API we use. */
export interface TawkApi {
  onLoad?: () => void;
  visitor?: { name: string; email: string; hash: string };
  setAttributes?: (attributes: Record<string, string>, callback?: (error?: unknown) => void) => void;
  maximize?: () => void;
  showWidget?: () => void;
}

declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
  }
}

export const tawkScriptBase = 'https://embed.tawk.to';
/** Spec section 9: the username cookie of the live chat lasts one day. */
export const usernameCookieSeconds = 24 * 60 * 60;

let loading: Promise<TawkApi> | null = null;
// The player session whose data the widget has or is about to get (a later login sends the new
// player's on the next open).
let sentForSession: string | null = null;

function scheduleVisitorData(tawk: TawkApi): void {
  sentForSession = storage.get(storageKeys.playerSessionId);
  // Spec section 4: the visitor data goes to the widget 2 s after it has loaded.
  setTimeout(() => void sendVisitorData(tawk), limits.liveChatDelayMs);
}

/** Loads the widget's script once (async, from Tawk's edge); resolves when Tawk calls onLoad. */
export function loadTawkWidget(ids: { propertyId: string; widgetId: string }): Promise<TawkApi> {
  loading ??= new Promise<TawkApi>((resolve, reject) => {
    const tawk: TawkApi = window.Tawk_API ?? {};
    window.Tawk_API = tawk;
    window.Tawk_LoadStart = new Date();
    tawk.onLoad = () => {
      scheduleVisitorData(tawk);
      resolve(tawk);
    };
    const script = document.createElement('script');
    script.async = true;
    script.src = `${tawkScriptBase}/${encodeURIComponent(ids.propertyId)}/${encodeURIComponent(ids.widgetId)}`;
    script.charset = 'UTF-8';
    script.setAttribute('crossorigin', '*');
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('live chat unavailable'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Tawk's attribute keys: letters, digits and dashes. Empty values are left out. */
export function tawkAttributesOf(details: TawkToPlayerDetails): Record<string, string> {
  const attributes: Record<string, string | null> = {
    name: details.username,
    email: details.email,
    hash: details.hash,
    'player-id': details.player_id,
    'last-active': details.last_active,
    balance: `${details.balance} ${details.currency}`,
    bonus: `${details.bonus} ${details.currency}`,
    'last-deposit': details.last_deposit,
    'previous-login': details.previous_login,
    'last-login': details.last_login,
    'last-bonus': details.last_bonus,
  };
  return Object.fromEntries(
    Object.entries(attributes).filter((entry): entry is [string, string] => !!entry[1]),
  );
}

/** A logged-in player's details, signed by the server, told to the widget; the username kept one day. */
export async function sendVisitorData(tawk: TawkApi): Promise<boolean> {
  if (!isLoggedIn()) return false;
  let details: TawkToPlayerDetails;
  try {
    details = await api.call(playerApi.getTawkToPlayerDetails);
  } catch {
    return false;
  }
  tawk.visitor = { name: details.username, email: details.email, hash: details.hash };
  tawk.setAttributes?.(tawkAttributesOf(details), () => undefined);
  document.cookie = `username=${encodeURIComponent(details.username)}; max-age=${usernameCookieSeconds}; path=/; SameSite=Lax`;
  return true;
}

/** On a later open: a player who logged in since the widget loaded is told to it, after the same delay. */
export function refreshVisitorData(tawk: TawkApi): void {
  const session = storage.get(storageKeys.playerSessionId);
  if (!session || session === sentForSession) return;
  scheduleVisitorData(tawk);
}
