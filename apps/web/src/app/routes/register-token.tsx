import { Button } from '@casino/ui/button';
import { Spinner } from '@casino/ui/spinner';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { paths } from '@/config/paths';
import { useCompleteRegistrationToken } from '@/features/auth/api/complete-token';
import { openAuthDialog } from '@/features/session/auth-dialog-store';
import { useSkinConfig } from '@/features/site/api/get-skin-config';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-error';
import '@/features/auth/components/auth.css';

/**
 * The e-mailed confirmation link: confirms on arrival, then says so or that the link has expired, with
 * what the player can do about it today (log in, or write to the skin's support address).
 */
export default function RegisterTokenPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirmation = useCompleteRegistrationToken(token);
  useDocumentTitle(t('registerToken.title'));
  // No token at all is the same dead end for the player as a used or expired one.
  const isExpired = token === '' || isApiError(confirmation.error, 'token_expired');
  const supportEmail = useSkinConfig().data?.supportEmail ?? '';

  const goLogin = async () => {
    await navigate(paths.home.href());
    openAuthDialog('login');
  };

  return (
    <div className="standalone">
      <section className="auth-card auth-card--narrow" data-testid="page-register-token">
        <h1>{t('registerToken.title')}</h1>
        {isExpired ? (
          <div className="auth-form">
            <FormMessage kind="error" testId="register-token-expired">
              {t('registerToken.expired', { support: supportEmail })}
            </FormMessage>
            {/* What works today: a used link means the account is confirmed; else the support address. */}
            <p className="auth-form__actions">
              <Button onClick={() => void goLogin()}>{t('registerToken.login')}</Button>
              {supportEmail ? (
                <a
                  href={`mailto:${supportEmail}`}
                  className="ui-button ui-button--ghost ui-button--md"
                  data-testid="register-token-write-support"
                >
                  {t('registerToken.contact')}
                </a>
              ) : null}
              <Link to={paths.home.href()} className="link-button">
                {t('common:actions.goHome')}
              </Link>
            </p>
          </div>
        ) : confirmation.isSuccess ? (
          <div className="auth-form">
            <FormMessage kind="success" testId="register-token-success">
              {t('registerToken.success', { username: confirmation.data.username })}
            </FormMessage>
            <p className="auth-form__actions">
              <Button onClick={() => void goLogin()}>{t('registerToken.login')}</Button>
            </p>
          </div>
        ) : confirmation.isError ? (
          <div className="auth-form">
            <FormMessage kind="error">{confirmation.error.message}</FormMessage>
            <p className="auth-form__actions">
              <Button onClick={() => void confirmation.refetch()}>{t('common:actions.retry')}</Button>
            </p>
          </div>
        ) : (
          <p className="auth-form__intro auth-form__loading">
            <Spinner label={t('registerToken.checking')} />{' '}
            <span aria-hidden="true">{t('registerToken.checking')}</span>
          </p>
        )}
      </section>
    </div>
  );
}
