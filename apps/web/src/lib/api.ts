import { createApiClient } from './api-client';
import type { ApiError } from './api-error';
import { pickApiBase, readAppConfig } from './app-config';
import { i18n } from './i18n';
import { notify } from './notifications';
import { storage, storageKeys } from './storage';

type Handlers = { onSessionExpired?: (error: ApiError) => void };
const handlers: Handlers = {};

/** The app registers what a session expiry does (it needs the router), see app/provider.tsx. */
export function setApiHandlers(next: Handlers): void {
  Object.assign(handlers, next);
}

export const api = createApiClient({
  getBaseUrl: () => pickApiBase(window.location.hostname, readAppConfig()),
  getApiKey: () => readAppConfig().apiKey,
  getAnonSessionId: () => storage.get(storageKeys.anonSessionId),
  getPlayerSessionId: () => storage.get(storageKeys.playerSessionId),
  getLanguage: () => i18n.language || null,
  onSessionExpired: (error) => handlers.onSessionExpired?.(error),
  onSuccessMessage: (message) => notify(message, 'success'),
  describeTransportError: (kind) => i18n.t(`errors.transport.${kind}`),
});
