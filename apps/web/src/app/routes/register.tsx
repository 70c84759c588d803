import { useTranslation } from '@/lib/i18n-react';
import { Screen } from '@/components/screen';
import { openAuthDialog } from '@/features/session/auth-dialog-store';
import { SignupForm } from '@/features/auth/components/signup-form';
import '@/features/auth/components/auth.css';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <Screen testId="page-register" title={t('signup.pageTitle')}>
      <div className="auth-page auth-card">
        <SignupForm onLogin={() => openAuthDialog('login')} />
      </div>
    </Screen>
  );
}
