import { useTranslation } from '@/lib/i18n-react';
import { pickApiBase, readAppConfig } from '@/lib/app-config';

/** The outbox page and the back office belong to the API server, which may sit on another host. */
function serverUrl(path: string): string {
  const base = pickApiBase(window.location.hostname, readAppConfig());
  return new URL(path, new URL(base, window.location.href)).href;
}

/**
 * A thin line under every page while the server runs its demo services (e-mails kept on the outbox
 * page, sandbox deposits), so nobody takes the demo for a real casino. Nothing when they are off.
 */
export function DemoNotice() {
  const { t } = useTranslation();
  const { outbox, sandboxPayments } = readAppConfig().demo;
  if (!outbox && !sandboxPayments) return null;
  const message = outbox && sandboxPayments ? 'both' : outbox ? 'outboxOnly' : 'sandboxOnly';
  return (
    <p className="demo-notice" data-testid="demo-notice" role="note">
      <span>{t(`demo.${message}`)}</span>
      {outbox ? (
        <>
          <a href={serverUrl('/dev/outbox')} data-testid="demo-notice-outbox">
            {t('demo.openOutbox')}
          </a>
          {/* The demo's staff log in there to approve withdrawals (their credentials are on the outbox page). */}
          <a href={serverUrl('/backoffice/')} data-testid="demo-notice-backoffice">
            {t('demo.openBackoffice')}
          </a>
        </>
      ) : null}
    </p>
  );
}
