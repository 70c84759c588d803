import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { paths } from '@/config/paths';
import { openAuthDialog } from '@/features/session/auth-dialog-store';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/features/auth/components/auth.css';

/** The e-mailed reset link. Once the password is saved the player logs in with it. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  useDocumentTitle(t('resetPassword.title'));

  const goHomeAndOpen = async (dialog: 'login' | 'forgot') => {
    await navigate(paths.home.href());
    openAuthDialog(dialog);
  };

  return (
    <div className="standalone">
      <section className="auth-card auth-card--narrow" data-testid="page-reset-password">
        <h1>{t('resetPassword.title')}</h1>
        <ResetPasswordForm
          token={token}
          onDone={() => void goHomeAndOpen('login')}
          onRequestNewLink={() => void goHomeAndOpen('forgot')}
        />
      </section>
    </div>
  );
}
