import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { useTranslation } from 'react-i18next';
import { closeAuthDialog, openAuthDialog, useAuthDialog } from '../auth-dialog-store';

/**
 * Log in and sign up. Accounts arrive with the player issue; until then the dialog says so plainly
 * instead of showing a form that cannot work.
 */
export function AuthDialog() {
  const dialog = useAuthDialog();
  const { t } = useTranslation();
  const isLogin = dialog === 'login';
  return (
    <Dialog
      isOpen={dialog !== null}
      onClose={closeAuthDialog}
      title={isLogin ? t('auth.loginTitle') : t('auth.signupTitle')}
      closeLabel={t('actions.close')}
      testId="auth-dialog"
    >
      <p className="auth-dialog__note">{t('auth.notYetAvailable')}</p>
      <div className="auth-dialog__actions">
        <Button variant="ghost" onClick={() => openAuthDialog(isLogin ? 'signup' : 'login')}>
          {isLogin ? t('header.signup') : t('header.login')}
        </Button>
        <Button onClick={closeAuthDialog}>{t('actions.close')}</Button>
      </div>
    </Dialog>
  );
}
