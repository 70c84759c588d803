import { useDocumentTitle } from '@/hooks/use-document-title';
import { Button } from '@casino/ui/button';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  const { t } = useTranslation(['pages', 'common']);
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="standalone" data-testid="page-not-found">
      <div className="standalone__card">
        <div className="standalone__code" aria-hidden="true">
          404
        </div>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.body')}</p>
        <Button data-testid="go-home" onClick={() => navigate(paths.home.href())}>
          {t('common:actions.goHome')}
        </Button>
      </div>
    </div>
  );
}
