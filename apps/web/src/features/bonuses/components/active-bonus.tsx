import { useTranslation } from '@/lib/i18n-react';
import type { PlayerBonus } from '../api/get-player-bonuses';
import { useBonusFormat } from '../use-bonus-format';
import { BonusWagers } from './bonus-wagers';

/** The active bonus: progress of points gained over points needed, its money, limits and game groups. */
export function ActiveBonus({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation('bonuses');
  const { format, percent, progressText, facts } = useActiveBonus({ bonus });

  return (
    <section
      className="bonus-card bonus-card--active"
      aria-labelledby="active-bonus-title"
      data-testid="active-bonus"
    >
      <h2 id="active-bonus-title" className="bonus-card__title">
        {t('active.title')}: {bonus.campaign.name}
      </h2>
      <div className="bonus-progress">
        <div className="bonus-progress__head">
          <span id="active-bonus-progress-label">{t('active.progressLabel')}</span>
          <span data-testid="active-bonus-progress-text">
            {progressText} ({format.percent(percent)})
          </span>
        </div>
        <div
          className="bonus-progress__bar"
          role="progressbar"
          aria-labelledby="active-bonus-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={progressText}
          data-testid="active-bonus-progress"
        >
          <span className="bonus-progress__fill" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <dl className="bonus-facts">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{fact.label}</dt>
            <dd data-testid={`active-bonus-${fact.key}`}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="bonus-card__subtitle">{t('active.contributionsTitle')}</h3>
      <table className="bonus-table bonus-table--compact" data-testid="active-bonus-contributions">
        <thead>
          <tr>
            <th scope="col">{t('active.gameGroup')}</th>
            <th scope="col">{t('active.contributionPercent')}</th>
          </tr>
        </thead>
        <tbody>
          {bonus.contributions.map((entry) => (
            <tr key={entry.group}>
              <td>{t(`groups.${entry.group}`)}</td>
              <td>{format.percent(entry.percent)}</td>
            </tr>
          ))}
          <tr data-testid="active-bonus-sportsbook">
            <td>{t('groups.sportsbook', { odds: bonus.sportsbook.minOdds })}</td>
            <td>{format.percent(bonus.sportsbook.percent)}</td>
          </tr>
        </tbody>
      </table>
      <BonusWagers bonus={bonus} />
    </section>
  );
}

/** The bonus's figures: its wagering progress and the facts listed under it. */
function useActiveBonus({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation('bonuses');
  const format = useBonusFormat();
  const money = (minor: string) => format.money(minor, bonus.currency);
  const percent = Math.min(100, Math.max(0, Math.floor(bonus.progress * 100)));
  const progressText = t('active.progressValue', {
    gained: money(bonus.pointsGainedMinor),
    needed: money(bonus.pointsNeededMinor),
  });

  const facts = [
    { key: 'balance', label: t('active.bonusBalance'), value: money(bonus.balanceMinor) },
    { key: 'granted', label: t('active.bonusAmount'), value: money(bonus.bonusMinor) },
    {
      key: 'requirement',
      label: t('active.wageringRequirement'),
      value: money(bonus.wageringRequirementMinor),
    },
    { key: 'points-needed', label: t('active.pointsNeeded'), value: money(bonus.pointsNeededMinor) },
    { key: 'points-gained', label: t('active.pointsGained'), value: money(bonus.pointsGainedMinor) },
    {
      key: 'expiry',
      label: t('active.expiry'),
      value: bonus.expiresAt ? format.date(bonus.expiresAt) : t('active.noExpiry'),
    },
    { key: 'open-bets', label: t('active.openBets'), value: String(bonus.openBets) },
    {
      key: 'max-bet',
      label: t('active.maxBet'),
      value: bonus.maxBetMinor ? money(bonus.maxBetMinor) : t('active.noLimit'),
    },
    {
      key: 'max-conversion',
      label: t('active.maxConversion'),
      value: bonus.maxConversionMinor ? money(bonus.maxConversionMinor) : t('active.noLimit'),
    },
  ];

  return { format, percent, progressText, facts };
}
