import type { BonusCampaignView } from '@casino/contract/bonuses';
import type { TFunction } from '@/lib/translator';

/** How amounts and percentages are written (useBonusFormat's). */
interface TermFormat {
  money: (minor: string, currency: string) => string;
  percent: (whole: number) => string;
}

/**
 * A campaign's terms as one plain sentence, e.g. "100 % up to €200 on a deposit of at least €20;
 * wager the bonus 35 times within 30 days; slots count 100 %, live casino and tables 10 %; maximum bet
 * €5; at most €1,000 becomes cash." Every figure the player is held to, none left in small print.
 */
export function campaignTermParts(t: TFunction, campaign: BonusCampaignView, format: TermFormat): string[] {
  const inCurrency = (minor: string) => format.money(minor, campaign.currency);
  const parts: string[] = [];
  const offer = offerPart(t, campaign, inCurrency, format.percent);
  if (offer) parts.push(offer);

  const days = t('terms.days', { count: campaign.completeDays });
  if (campaign.wageringMultiple <= 0) parts.push(t('terms.noWagering'));
  else
    parts.push(
      t(campaign.wageringBase === 'bonus' ? 'terms.wagerBonus' : 'terms.wagerDepositAndBonus', {
        count: campaign.wageringMultiple,
        days,
      }),
    );
  if (campaign.wageringMultiple > 0 && campaign.contributions.length > 0)
    parts.push(
      campaign.contributions
        .map((entry) =>
          t('terms.contribution', {
            group: t(`terms.groups.${entry.group}`),
            percent: format.percent(entry.percent),
          }),
        )
        .join(', '),
    );
  if (campaign.wageringMultiple > 0) parts.push(sportsbookPart(t, campaign.sportsbook, format.percent));
  if (campaign.maxBetMinor) parts.push(t('terms.maxBet', { amount: inCurrency(campaign.maxBetMinor) }));
  if (campaign.maxConversionMinor)
    parts.push(t('terms.maxConversion', { amount: inCurrency(campaign.maxConversionMinor) }));
  if (campaign.activation !== 'automatic' && campaign.activation !== 'deposit' && campaign.claimDays > 0)
    parts.push(t('terms.claimWithin', { days: t('terms.days', { count: campaign.claimDays }) }));
  return parts;
}

/** How much sportsbook bets count, from which combined odds (the campaign's sportsbook terms). */
export function sportsbookPart(
  t: TFunction,
  terms: BonusCampaignView['sportsbook'],
  percent: (whole: number) => string,
): string {
  return terms.percent > 0
    ? t('terms.sportsbook', { percent: percent(terms.percent), odds: terms.minOdds })
    : t('terms.sportsbookNone');
}

function offerPart(
  t: TFunction,
  campaign: BonusCampaignView,
  money: (minor: string) => string,
  percent: (whole: number) => string,
): string | null {
  if (campaign.freeSpins) {
    const { count, gameName, gameSlug, valueMinor } = campaign.freeSpins;
    return t('terms.freeSpins', { count, game: gameName ?? gameSlug, value: money(valueMinor) });
  }
  if (campaign.matchPercent !== null) {
    const match = campaign.maxBonusMinor
      ? t('terms.matchUpTo', { percent: percent(campaign.matchPercent), max: money(campaign.maxBonusMinor) })
      : t('terms.match', { percent: percent(campaign.matchPercent) });
    return campaign.minDepositMinor && BigInt(campaign.minDepositMinor) > 0n
      ? `${match} ${t('terms.minDeposit', { min: money(campaign.minDepositMinor) })}`
      : match;
  }
  if (campaign.amountMinor) return t('terms.fixed', { amount: money(campaign.amountMinor) });
  return null;
}

/** The parts as one sentence: capitalised, separated by semicolons, ended with a full stop. */
export function campaignTermsSentence(parts: string[]): string {
  const text = parts.join('; ');
  return text ? `${text.charAt(0).toLocaleUpperCase()}${text.slice(1)}.` : '';
}
