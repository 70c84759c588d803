import { Button } from '@casino/ui/button';
import { EmptyState } from '@casino/ui/empty-state';
import { Icon } from '@casino/ui/icon';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n-react';
import type { LaunchRefusal } from '../launch-refusal';

export interface SportsbookProblemProps {
  refusal: LaunchRefusal;
  /** The server's own words when they say more (until when, which limit). */
  detail: string | null;
  onRetry?: () => void;
}

/** Why the sportsbook is not open, in the player's language, with the way on (home, limits, retry). */
export function SportsbookProblem({ refusal, detail, onRetry }: SportsbookProblemProps) {
  const { t } = useTranslation(['pages', 'common']);
  const canRetry = onRetry && (refusal === 'unavailable' || refusal === 'failed');
  return (
    <div className="play-problem" data-testid="sportsbook-problem" data-refusal={refusal}>
      <EmptyState
        icon={<Icon name={refusal === 'geo' || refusal === 'selfExcluded' ? 'ban' : 'ball'} size={32} />}
        title={t(`sportsbook.refused.${refusal}`)}
        description={detail ?? t(`sportsbook.refusedHint.${refusal}`)}
        action={
          <div className="sportsbook-problem__actions">
            {canRetry ? (
              <Button variant="ghost" size="md" onClick={onRetry} data-testid="sportsbook-retry">
                {t('sportsbook.retry')}
              </Button>
            ) : null}
            {refusal === 'limits' || refusal === 'selfExcluded' ? (
              <Link to={paths.myAccount.href()} className="ui-button ui-button--ghost ui-button--md">
                {t('sportsbook.myAccount')}
              </Link>
            ) : null}
            <Link to={paths.home.href()} className="ui-button ui-button--ghost ui-button--md">
              {t('common:actions.goHome')}
            </Link>
          </div>
        }
      />
    </div>
  );
}
