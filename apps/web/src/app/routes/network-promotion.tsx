import type { NetworkPromotionData } from '@casino/contract/network-promotions';
import { formatDateTime, formatMinorMoney } from '@casino/rules/formatting';
import { Icon } from '@casino/ui/icon';
import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from '@/lib/i18n-react';
import { useParams } from 'react-router';
import { Screen } from '@/components/screen';
import { useNetworkPromotion } from '@/features/network-promotions/api';
import { HowItWorks, PromotionFacts } from '@/features/network-promotions/promotion-facts';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import '@/features/competitions/competitions.css';
import '@/features/network-promotions/network-promotions.css';

function PrizeTable({ promotion, locale }: { promotion: NetworkPromotionData; locale: string }) {
  const { t } = useTranslation('pages');
  const money = (minor: string) => formatMinorMoney(minor, promotion.currency, locale);
  if (promotion.drops) {
    return (
      <div className="competition-table-wrap">
        <table className="competition-table" data-testid="network-drop-table">
          <caption>{t('networkPromo.dropTable')}</caption>
          <thead>
            <tr>
              <th className="num">{t('networkPromo.prize')}</th>
              <th className="num">{t('networkPromo.count')}</th>
              <th className="num">{t('networkPromo.left')}</th>
            </tr>
          </thead>
          <tbody>
            {promotion.drops.map((line) => (
              <tr key={`${line.amountMinor}-${line.count}`}>
                <td className="num">{money(line.amountMinor)}</td>
                <td className="num">{line.count}</td>
                <td className="num">{line.left}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className="competition-table-wrap">
      <table className="competition-table" data-testid="network-race-prizes">
        <caption>{t('networkPromo.racePrizes')}</caption>
        <thead>
          <tr>
            <th className="num">{t('networkPromo.place')}</th>
            <th className="num">{t('networkPromo.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {(promotion.prizesMinor ?? []).map((amount, index) => (
            <tr key={index}>
              <td className="num">{index + 1}</td>
              <td className="num">{money(amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** network-promotions/{url}: the terms in plain words, the prizes, recent winners and the player's own prizes. */
export default function NetworkPromotionPage() {
  const { t } = useTranslation('pages');
  const locale = useFormatLocale();
  const { url = '' } = useParams();
  const query = useNetworkPromotion(url);
  const promotion = query.data;
  return (
    <Screen
      testId="page-network-promotions-detail"
      title={promotion?.name ?? t('promotions.networkPromotions')}
      empty={
        query.isError
          ? { title: t('promotions.detailEmpty'), icon: <Icon name="megaphone" size={32} /> }
          : undefined
      }
    >
      {query.isPending ? <Spinner label={t('app.loading', { ns: 'common' })} /> : null}
      {promotion ? (
        <>
          <div className="competition-card">
            <span className="competition-badge">{t(`networkPromo.status.${promotion.status}`)}</span>
            <PromotionFacts promotion={promotion} locale={locale} />
          </div>
          <HowItWorks promotion={promotion} locale={locale} />
          <PromotionTerms promotion={promotion} />
          <PrizeTable promotion={promotion} locale={locale} />
          {promotion.myPrizes !== null ? <MyPrizes prizes={promotion.myPrizes} locale={locale} /> : null}
          <Winners promotion={promotion} locale={locale} />
        </>
      ) : null}
    </Screen>
  );
}

function PromotionTerms({ promotion }: { promotion: NetworkPromotionData }) {
  const { t } = useTranslation('pages');
  return (
    <section className="network-promotion-section" data-testid="network-terms">
      <h2>{t('networkPromo.terms')}</h2>
      <ul>
        <li>{t('networkPromo.termsRealMoney')}</li>
        <li>{t('networkPromo.termsWindow')}</li>
        <li>{t(promotion.kind === 'drops' ? 'networkPromo.termsDrops' : 'networkPromo.termsRace')}</li>
        <li>{t('networkPromo.termsCurrency')}</li>
      </ul>
      {promotion.seedHash ? (
        <p className="network-seed" data-testid="network-seed">
          {t('networkPromo.seedHash')}: <code>{promotion.seedHash}</code>
          <br />
          {t('networkPromo.seed')}:{' '}
          {promotion.seed ? <code>{promotion.seed}</code> : t('networkPromo.seedHidden')}
        </p>
      ) : null}
    </section>
  );
}

function MyPrizes({
  prizes,
  locale,
}: {
  prizes: NonNullable<NetworkPromotionData['myPrizes']>;
  locale: string;
}) {
  const { t } = useTranslation('pages');
  return (
    <section data-testid="network-my-prizes">
      <h2>{t('networkPromo.myPrizes')}</h2>
      {prizes.length === 0 ? <p>{t('networkPromo.noMyPrizes')}</p> : null}
      <ul>
        {prizes.map((prize) => (
          <li key={`${prize.creditedAt}-${prize.amountMinor}-${prize.place ?? 0}`}>
            {formatMinorMoney(prize.amountMinor, prize.currency, locale)} ·{' '}
            {prize.place === null
              ? t('networkPromo.dropWon')
              : t('networkPromo.placeWon', { place: prize.place })}{' '}
            · {formatDateTime(prize.creditedAt, locale)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Winners({ promotion, locale }: { promotion: NetworkPromotionData; locale: string }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <h2>{t('networkPromo.winners')}</h2>
      {promotion.winners.length === 0 ? <p>{t('networkPromo.noWinners')}</p> : null}
      {promotion.winners.length > 0 ? (
        <div className="competition-table-wrap">
          <table className="competition-table" data-testid="network-winners">
            <thead>
              <tr>
                <th>{t('networkPromo.player')}</th>
                <th className="num">{t('networkPromo.prize')}</th>
                <th>{t('networkPromo.when')}</th>
              </tr>
            </thead>
            <tbody>
              {promotion.winners.map((winner, index) => (
                <tr key={`${winner.wonAt}-${index}`}>
                  <td>{winner.place === null ? winner.name : `#${winner.place} ${winner.name}`}</td>
                  <td className="num">{formatMinorMoney(winner.amountMinor, promotion.currency, locale)}</td>
                  <td>{formatDateTime(winner.wonAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
