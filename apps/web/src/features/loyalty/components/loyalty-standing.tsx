import { Button } from '@casino/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { PageLoading } from '@/components/page-loading';
import { type LoyaltyData, useLoyalty } from '../api/get-loyalty';

/** The player's standing once loaded: a spinner first, a retry when the call failed. */
export function LoyaltyStanding({ children }: { children: (loyalty: LoyaltyData) => ReactNode }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const loyalty = useLoyalty();
  if (loyalty.data) return children(loyalty.data);
  if (loyalty.isError)
    return (
      <div className="loyalty-card" role="alert" data-testid="loyalty-error">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void loyalty.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  return <PageLoading />;
}
