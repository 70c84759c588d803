import { Icon } from '@casino/ui/icon';
import { Button } from '@casino/ui/button';
import { EmptyState } from '@casino/ui/empty-state';
import { PageHeading } from '@casino/ui/page-heading';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** The game layout (outside the main layout); game launch arrives with the games issue. */
export default function PlayPage({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { t } = useTranslation(['pages', 'common']);
  const { title = '' } = useParams();
  return (
    <div className="game-layout" data-testid={variant === 'mobile' ? 'page-mobile-play' : 'page-play'}>
      <PageHeading
        title={t('play.title')}
        subtitle={title}
        actions={
          <Link to={paths.home.href()} className="ui-button ui-button--ghost ui-button--sm">
            {t('common:actions.goHome')}
          </Link>
        }
      />
      <EmptyState
        icon={<Icon name="gamepad" />}
        title={t('play.empty')}
        action={
          <Button variant="ghost" onClick={() => history.back()}>
            {t('common:actions.back')}
          </Button>
        }
      />
    </div>
  );
}
