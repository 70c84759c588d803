import { Icon } from '@casino/ui/icon';
import { Button } from '@casino/ui/button';
import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/screen';
import { openAuthDialog } from '@/features/auth/auth-dialog-store';

export default function RegisterPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <Screen
      testId="page-register"
      title={t('register.title')}
      empty={{ title: t('common:auth.notYetAvailable'), icon: <Icon name="edit" size={32} /> }}
    >
      <p className="screen__actions">
        <Button variant="ghost" onClick={() => openAuthDialog('login')}>
          {t('common:header.login')}
        </Button>
      </p>
    </Screen>
  );
}
