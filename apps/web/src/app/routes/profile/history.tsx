import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import '@/styles/cashier.css';
import '@/features/games/games.css';
import '@/features/bonuses/bonuses.css';
import { Screen } from '@/components/screen';
import { BonusHistoryPanel } from '@/features/bonuses/components/bonus-history-panel';
import { GameHistoryPanel } from '@/features/games/components/game-history-panel';
import { TransactionsPanel } from '@/features/transactions/components/transactions-panel';

const tabs = ['transactions', 'gaming', 'bonuses'] as const;
type Tab = (typeof tabs)[number];

export default function ProfileHistoryPage() {
  const { t } = useTranslation('pages');
  const [active, setActive] = useState<Tab>('transactions');
  const baseId = useId();
  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(tabs.indexOf(active) + step + tabs.length) % tabs.length] ?? 'transactions';
    setActive(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };
  return (
    <Screen testId="page-profile-history" title={t('profile.history')}>
      <div role="tablist" className="tabs" aria-label={t('profile.history')} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            id={`${baseId}-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={active === tab}
            aria-controls={`${baseId}-panel`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
            data-testid={`history-tab-${tab}`}
          >
            {t(`profile.historyTabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active}`}>
        {active === 'transactions' ? (
          <TransactionsPanel />
        ) : active === 'gaming' ? (
          <GameHistoryPanel />
        ) : (
          <BonusHistoryPanel />
        )}
      </div>
    </Screen>
  );
}
