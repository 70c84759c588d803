import type { WebRuntimeConfig } from '@casino/contract/site';

declare global {
  interface Window {
    /** Set by `/app-config.js`, which the server that serves the app writes at run time. */
    __APP_CONFIG__?: Partial<WebRuntimeConfig>;
  }
}

const fallbackApiBase = '/api/v1';

export function readAppConfig(): WebRuntimeConfig {
  const config = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__;
  return {
    apiKey: config?.apiKey ?? '',
    apiHosts: config?.apiHosts ?? {},
    defaultApiBase: config?.defaultApiBase ?? fallbackApiBase,
    environment: config?.environment ?? 'production',
    demo: config?.demo ?? { outbox: false, sandboxPayments: false },
  };
}

/** Spec section 7: the API host is chosen from the site's hostname, else the same origin. */
export function pickApiBase(
  hostname: string,
  config: Pick<WebRuntimeConfig, 'apiHosts' | 'defaultApiBase'>,
): string {
  const base = Object.hasOwn(config.apiHosts, hostname) ? config.apiHosts[hostname] : undefined;
  return (base ?? config.defaultApiBase).replace(/\/+$/, '');
}
