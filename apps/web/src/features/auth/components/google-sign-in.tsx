import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { useSkinConfig } from '@/features/site/api/get-skin-config';
import { loadScript } from '../load-script';

interface GoogleIdentity {
  initialize: (options: { client_id: string; callback: (response: { credential: string }) => void }) => void;
  renderButton: (
    element: HTMLElement,
    options: {
      theme?: string;
      size?: string;
      text?: string;
      shape?: string;
      width?: number;
      locale?: string;
    },
  ) => void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

const scriptUrl = 'https://accounts.google.com/gsi/client';

/**
 * The Google button, when the skin enables Google sign-in (Google Identity Services is fetched only
 * then). Hands the ID token to the caller, which sends it to the server.
 */
export function GoogleSignIn({ onCredential }: { onCredential: (idToken: string) => void }) {
  const { t, i18n } = useTranslation('auth');
  const { data: skin } = useSkinConfig();
  const hostRef = useRef<HTMLDivElement>(null);
  const onCredentialRef = useRef(onCredential);
  const [loadFailed, setLoadFailed] = useState(false);
  const clientId = skin?.googleSignIn?.enabled ? skin.googleSignIn.clientId : '';

  useEffect(() => {
    onCredentialRef.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    if (!clientId) return;
    let isCancelled = false;
    loadScript(scriptUrl).then(
      () => {
        const identity = window.google?.accounts?.id;
        if (isCancelled || !hostRef.current || !identity) return;
        identity.initialize({
          client_id: clientId,
          callback: (response) => onCredentialRef.current(response.credential),
        });
        identity.renderButton(hostRef.current, {
          theme: 'filled_black',
          size: 'large',
          text: 'signin_with',
          shape: 'pill',
          width: Math.min(320, hostRef.current.clientWidth || 320),
          locale: i18n.language,
        });
      },
      () => !isCancelled && setLoadFailed(true),
    );
    return () => {
      isCancelled = true;
    };
  }, [clientId, i18n.language]);

  if (!clientId) return null;
  return (
    <div className="google-sign-in">
      <p className="auth-divider">
        <span>{t('login.or')}</span>
      </p>
      <div ref={hostRef} className="google-sign-in__button" data-testid="google-sign-in" />
      {loadFailed ? <FormMessage kind="error">{t('google.scriptFailed')}</FormMessage> : null}
    </div>
  );
}
