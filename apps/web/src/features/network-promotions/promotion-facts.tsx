import type { NetworkPromotionSummary } from '@casino/contract/network-promotions';
import { formatDateTime, formatMinorMoney } from '@casino/rules/formatting';
import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The facts every network promotion shows: kind, window, pool, minimum bet and the games that count. */
export function PromotionFacts({
  promotion,
  locale,
}: {
  promotion: NetworkPromotionSummary;
  locale: string;
}) {
  const { t } = useTranslation('pages');
  return (
    <dl>
      <dt>{t('networkPromo.kindLabel')}</dt>
      <dd>{t(`networkPromo.kind.${promotion.kind}`)}</dd>
      <dt>{t('networkPromo.pool')}</dt>
      <dd>{formatMinorMoney(promotion.poolMinor, promotion.currency, locale)}</dd>
      <dt>{t('networkPromo.minBet')}</dt>
      <dd>{formatMinorMoney(promotion.minBetMinor, promotion.currency, locale)}</dd>
      <dt>{t('networkPromo.starts')}</dt>
      <dd>{formatDateTime(promotion.startsAt, locale)}</dd>
      <dt>{t('networkPromo.ends')}</dt>
      <dd>{formatDateTime(promotion.endsAt, locale)}</dd>
      <dt>{t('networkPromo.games')}</dt>
      <dd>
        {promotion.games.length === 0
          ? '–'
          : promotion.games.map((game, index) => (
              <span key={game.id}>
                {index > 0 ? ', ' : ''}
                <Link to={paths.play.href({ system: promotion.provider, title: game.slug })}>
                  {game.name}
                </Link>
              </span>
            ))}
      </dd>
    </dl>
  );
}

/** How it works, in plain words, for drops or for a race. */
export function HowItWorks({ promotion, locale }: { promotion: NetworkPromotionSummary; locale: string }) {
  const { t } = useTranslation('pages');
  const minBet = formatMinorMoney(promotion.minBetMinor, promotion.currency, locale);
  const steps =
    promotion.kind === 'drops'
      ? [t('networkPromo.howDrops1', { minBet }), t('networkPromo.howDrops2'), t('networkPromo.howDrops3')]
      : [
          t('networkPromo.howRace1', { minBet }),
          t(`networkPromo.howRaceScoring.${promotion.scoring ?? 'stake'}`),
          t('networkPromo.howRace3'),
        ];
  return (
    <section className="network-promotion-section" data-testid="network-how-it-works">
      <h2>{t('networkPromo.howItWorks')}</h2>
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>{t('networkPromo.paidDirectly')}</p>
    </section>
  );
}
