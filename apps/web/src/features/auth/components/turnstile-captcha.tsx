import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { loadScript } from '../load-script';

interface TurnstileApi {
  render: (
    element: HTMLElement,
    options: {
      sitekey: string;
      language?: string;
      theme?: 'dark' | 'light' | 'auto';
      callback: (token: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => void;
    },
  ) => string;
  reset: (widgetId: string) => void;
  remove: (widgetId: string) => void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const scriptUrl = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

export interface TurnstileCaptchaProps {
  siteKey: string;
  onToken: (token: string) => void;
  /** Changes whenever the server has used up the current token. */
  refreshKey: number;
  error: string | null;
  testId: string;
}

/** Cloudflare Turnstile, when the skin config enables it; its script is fetched only then. */
export function TurnstileCaptcha({ siteKey, onToken, refreshKey, error, testId }: TurnstileCaptchaProps) {
  const { t, i18n } = useTranslation('auth');
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<string | null>(null);
  const onTokenRef = useRef(onToken);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    // Spec section 8: a missing site key is logged as an error (it is a configuration mistake).
    if (!siteKey) {
      console.error('Turnstile captcha is enabled but the skin config has no siteKey');
      return;
    }
    let isCancelled = false;
    loadScript(scriptUrl).then(
      () => {
        if (isCancelled || !hostRef.current || !window.turnstile) return;
        widgetRef.current = window.turnstile.render(hostRef.current, {
          sitekey: siteKey,
          language: i18n.language,
          theme: 'dark',
          callback: (token) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(''),
          'error-callback': () => onTokenRef.current(''),
        });
      },
      () => !isCancelled && setLoadFailed(true),
    );
    return () => {
      isCancelled = true;
      if (widgetRef.current) window.turnstile?.remove(widgetRef.current);
      widgetRef.current = null;
    };
  }, [siteKey, i18n.language]);

  useEffect(() => {
    if (refreshKey > 0 && widgetRef.current) {
      onTokenRef.current('');
      window.turnstile?.reset(widgetRef.current);
    }
  }, [refreshKey]);

  const message = error ?? (loadFailed || !siteKey ? t('captcha.loadFailed') : null);
  return (
    <div className="form-field" role="group" aria-label={t('captcha.turnstileLabel')}>
      <div ref={hostRef} className="turnstile" data-testid={testId} />
      {message ? (
        <p className="form-field__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
