import { currencyCodes, isCurrencyCode } from '@casino/rules/currencies';
import { Dialog } from '@casino/ui/dialog';
import { useTranslation } from '@/lib/i18n-react';
import { useNavigate } from 'react-router';
import { FormMessage } from '@/components/form-field';
import { useSkinConfig } from '@/features/site/api/get-skin-config';
import { isApiError } from '@/lib/api-error';
import {
  closeAuthDialog,
  openAuthDialog,
  useAuthDialog,
  useContinueTo,
} from '@/features/session/auth-dialog-store';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleCompleteForm } from './google-complete-form';
import { GoogleSignIn } from './google-sign-in';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';
import './auth.css';

/** Log in, sign up, password recovery and the end of a Google sign-up, in one dialog. */
export function AuthDialog() {
  const view = useAuthDialog();
  const continueTo = useContinueTo();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const { data: skin } = useSkinConfig();
  // A visitor sent here by a page that needs login goes on to that page.
  const onLoggedIn = () => {
    closeAuthDialog();
    if (continueTo) void navigate(continueTo);
  };
  const google = useGoogleSignIn({
    onLoggedIn,
    onNeedsUsername: () => openAuthDialog('google'),
  });
  const titles = {
    login: t('login.title'),
    signup: t('signup.title'),
    forgot: t('forgot.title'),
    google: t('google.completeTitle'),
  } as const;
  const onClose = () => {
    google.reset();
    closeAuthDialog();
  };
  const offered = (skin?.currencies ?? []).filter(isCurrencyCode);
  // On the log in screen a Google refusal is shown there; missing_username moves on to the next screen.
  const googleError =
    view === 'login' && google.error && !isApiError(google.error, 'missing_username')
      ? google.error.message
      : null;

  return (
    <Dialog
      isOpen={view !== null}
      onClose={onClose}
      title={view ? titles[view] : ''}
      closeLabel={t('common:actions.close')}
      testId="auth-dialog"
    >
      {view === 'login' ? (
        <>
          {continueTo ? (
            <p className="auth-dialog__reason" role="status" data-testid="login-to-continue">
              {t('login.toContinue')}
            </p>
          ) : null}
          <LoginForm onForgotPassword={() => openAuthDialog('forgot')} onLoggedIn={onLoggedIn} />
          <GoogleSignIn onCredential={google.signIn} />
          {googleError ? <FormMessage kind="error">{googleError}</FormMessage> : null}
          <p className="auth-form__switch">
            {t('login.noAccount')}{' '}
            <button type="button" className="link-button" onClick={() => openAuthDialog('signup')}>
              {t('login.signupLink')}
            </button>
          </p>
        </>
      ) : null}
      {view === 'signup' ? <SignupForm onLogin={() => openAuthDialog('login')} /> : null}
      {view === 'forgot' ? <ForgotPasswordForm onBack={() => openAuthDialog('login')} /> : null}
      {view === 'google' ? (
        <GoogleCompleteForm
          currencies={offered.length > 0 ? offered : currencyCodes}
          isBusy={google.isPending}
          error={google.error}
          onSubmit={google.complete}
        />
      ) : null}
    </Dialog>
  );
}
