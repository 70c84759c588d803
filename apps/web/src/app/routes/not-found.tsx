import { useDocumentTitle } from '@/hooks/use-document-title';
import { Button } from '@casino/ui/button';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { paths } from '@/config/paths';

/**
 * The 404 card: for a path no route knows, and inside the main layout (header, drawer and footer kept)
 * for an address a route knows whose content does not exist, such as an unknown /info page.
 */
export function NotFound({ inPage = false }: { inPage?: boolean }) {
  const { t } = useTranslation(['pages', 'common']);
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className={inPage ? 'standalone standalone--in-page' : 'standalone'} data-testid="page-not-found">
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

export default function NotFoundPage() {
  return <NotFound />;
}
