import { EmptyState } from '@casino/ui/empty-state';
import { Icon } from '@casino/ui/icon';
import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { usePlayerBonuses, type PlayerBonus } from '../api/get-player-bonuses';
import { useBonusFormat } from '../use-bonus-format';

/** The history's Bonuses tab: every bonus of the player (active, waiting, past), newest first. */
export function BonusHistoryPanel() {
  const { t, ready } = useTranslation('bonuses');
  const bonuses = usePlayerBonuses();
  if (!ready || bonuses.isPending) return <Spinner label="" />;
  if (bonuses.isError) return <FormMessage kind="error">{t('loadFailed')}</FormMessage>;
  const { active, available, past } = bonuses.data;
  const rows = [...(active ? [active] : []), ...available, ...past].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  if (rows.length === 0) return <EmptyState icon={<Icon name="list" />} title={t('history.empty')} />;
  return (
    <ul className="history-list" data-testid="bonus-history">
      {rows.map((bonus) => (
        <BonusHistoryRow key={bonus.id} bonus={bonus} />
      ))}
    </ul>
  );
}

function BonusHistoryRow({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation('bonuses');
  const format = useBonusFormat();
  const money = (minor: string) => format.money(minor, bonus.currency);
  return (
    <li className="history-row" data-testid="bonus-history-row" data-status={bonus.status}>
      <div className="history-row__head">
        <span className="history-row__type">{bonus.campaign.name}</span>
        <span className="bonus-pill" data-status={bonus.status}>
          {t(`status.${bonus.status}`)}
        </span>
        <span className="history-row__amount">{money(bonus.bonusMinor)}</span>
      </div>
      <dl className="history-row__facts">
        <div className="history-fact">
          <dt>{t('history.date')}</dt>
          <dd>
            <time dateTime={bonus.createdAt}>{format.date(bonus.createdAt)}</time>
          </dd>
        </div>
        <div className="history-fact">
          <dt>{t('history.converted')}</dt>
          <dd data-testid="bonus-history-converted">{money(bonus.convertedMinor)}</dd>
        </div>
        <div className="history-fact">
          <dt>{t('history.forfeited')}</dt>
          <dd data-testid="bonus-history-forfeited">{money(bonus.forfeitedMinor)}</dd>
        </div>
      </dl>
    </li>
  );
}
