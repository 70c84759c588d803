import { Button } from '@casino/ui/button';
import { useTranslation } from '@/lib/i18n-react';
import { openAuthDialog } from '@/features/session/auth-dialog-store';

/** What a visitor is told on the loyalty screens, with the way in: Log in and Sign up. */
export function JoinCall({ text }: { text: string }) {
  const { t } = useTranslation(['loyalty', 'common']);
  return (
    <section className="loyalty-card loyalty-join" data-testid="loyalty-join">
      <h2 className="loyalty-card__title">{t('join.title')}</h2>
      <p>{text}</p>
      <div className="loyalty-join__actions">
        <Button variant="ghost" onClick={() => openAuthDialog('login')} data-testid="loyalty-login">
          {t('common:header.login')}
        </Button>
        <Button onClick={() => openAuthDialog('signup')} data-testid="loyalty-signup">
          {t('common:header.signup')}
        </Button>
      </div>
    </section>
  );
}
