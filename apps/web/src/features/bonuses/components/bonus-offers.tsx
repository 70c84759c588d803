import type { PlayerBonusFreeSpins } from '@casino/contract/bonuses';
import { Button } from '@casino/ui/button';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { notify } from '@/lib/notifications';
import { useActivateBonus, useClaimBonus } from '../api/bonus-actions';
import type { BonusCampaignView } from '../api/get-bonus-campaigns';
import type { PlayerBonus } from '../api/get-player-bonuses';
import { campaignTermParts, campaignTermsSentence } from '../campaign-terms';
import { useBonusFormat } from '../use-bonus-format';
import { FreeSpinsClaimed, FreeSpinsFacts } from './free-spins-facts';

/** Campaigns the player may claim: each with its terms in plain words and Activate Bonus. */
/** A deposit bonus unlocked by a code: it is funded, and activated, by the player's next deposit. */
const waitsForDeposit = (bonus: PlayerBonus) =>
  (bonus.campaign.kind === 'deposit_match' || bonus.campaign.kind === 'reload') && bonus.bonusMinor === '0';

export function BonusOffers({ offers }: { offers: BonusCampaignView[] }) {
  const { t } = useTranslation('bonuses');
  const format = useBonusFormat();
  const claim = useClaimBonus();
  // Free spins just claimed: said here with the way to their game (the offer itself is gone).
  const [claimedSpins, setClaimedSpins] = useState<PlayerBonusFreeSpins | null>(null);
  if (offers.length === 0 && !claimedSpins) return null;
  const onClaim = (offer: BonusCampaignView) =>
    claim.mutate(offer.slug, {
      onSuccess: ({ bonus }) => {
        setClaimedSpins(bonus.freeSpins);
        const spins = bonus.freeSpins;
        notify(
          spins
            ? t('offers.freeSpinsClaimed', { spins: String(spins.roundsGranted), game: spins.gameTitle })
            : t('offers.claimed', { name: bonus.campaign.name }),
          'success',
        );
      },
      onError: (error) => notify(error.message, 'error'),
    });
  return (
    <section className="bonus-card" aria-labelledby="bonus-offers-title" data-testid="bonus-offers">
      <h2 id="bonus-offers-title" className="bonus-card__title">
        {t('offers.title')}
      </h2>
      {claimedSpins ? <FreeSpinsClaimed spins={claimedSpins} /> : null}
      <ul className="bonus-list">
        {offers.map((offer) => (
          <li key={offer.slug} className="bonus-item" data-testid="bonus-offer" data-slug={offer.slug}>
            <div className="bonus-item__body">
              <p className="bonus-item__name">{offer.name}</p>
              {offer.description ? <p className="bonus-muted">{offer.description}</p> : null}
              <p className="bonus-item__terms">
                {campaignTermsSentence(campaignTermParts(t, offer, format))}
              </p>
            </div>
            <Button
              onClick={() => onClaim(offer)}
              isBusy={claim.isPending && claim.variables === offer.slug}
              data-testid="bonus-offer-activate"
            >
              {t('available.activate')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Bonuses granted and waiting: Activate Bonus makes one the active bonus. */
export function AvailableBonuses({ bonuses, hasActive }: { bonuses: PlayerBonus[]; hasActive: boolean }) {
  const { t } = useTranslation('bonuses');
  const format = useBonusFormat();
  const activate = useActivateBonus();
  const whyId = useId();
  const onActivate = (bonus: PlayerBonus) =>
    activate.mutate(bonus.id, {
      onSuccess: (data) => notify(t('available.activated', { name: data.bonus.campaign.name }), 'success'),
      onError: (error) => notify(error.message, 'error'),
    });
  return (
    <section className="bonus-card" aria-labelledby="bonus-available-title" data-testid="bonus-available">
      <h2 id="bonus-available-title" className="bonus-card__title">
        {t('available.title')}
      </h2>
      {bonuses.length === 0 ? <p className="bonus-muted">{t('available.empty')}</p> : null}
      <ul className="bonus-list">
        {bonuses.map((bonus) => (
          <li key={bonus.id} className="bonus-item" data-testid="bonus-available-item" data-id={bonus.id}>
            <div className="bonus-item__body">
              <p className="bonus-item__name">
                {bonus.campaign.name}{' '}
                <span className="bonus-pill" data-status={bonus.status}>
                  {t(`status.${bonus.status}`)}
                </span>
              </p>
              {bonus.freeSpins ? (
                <FreeSpinsFacts spins={bonus.freeSpins} />
              ) : waitsForDeposit(bonus) ? (
                <p className="bonus-muted" data-testid="bonus-waits-for-deposit">
                  {t('available.waitsForDeposit')}
                </p>
              ) : (
                <p className="bonus-item__amount">{format.money(bonus.bonusMinor, bonus.currency)}</p>
              )}
              {bonus.claimBy ? (
                <p className="bonus-muted">{t('available.claimBy', { date: format.date(bonus.claimBy) })}</p>
              ) : null}
            </div>
            {bonus.status === 'available' && !waitsForDeposit(bonus) ? (
              <div className="bonus-item__action">
                <Button
                  onClick={() => onActivate(bonus)}
                  // One bonus is wagered at a time: the API refuses a second, so the button says so first.
                  disabled={hasActive}
                  aria-describedby={hasActive ? `${whyId}-${bonus.id}` : undefined}
                  isBusy={activate.isPending && activate.variables === bonus.id}
                  data-testid="bonus-activate"
                >
                  {t('available.activate')}
                </Button>
                {hasActive ? (
                  <p id={`${whyId}-${bonus.id}`} className="bonus-muted" data-testid="bonus-activate-why">
                    {t('available.activeFirst')}
                  </p>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Bonuses that ended: converted to cash, forfeited, expired or cancelled, with the amounts. */
export function PastBonuses({ bonuses }: { bonuses: PlayerBonus[] }) {
  const { t } = useTranslation('bonuses');
  const format = useBonusFormat();
  return (
    <section className="bonus-card" aria-labelledby="bonus-past-title" data-testid="bonus-past">
      <h2 id="bonus-past-title" className="bonus-card__title">
        {t('past.title')}
      </h2>
      {bonuses.length === 0 ? <p className="bonus-muted">{t('past.empty')}</p> : null}
      <ul className="bonus-list">
        {bonuses.map((bonus) => (
          <li key={bonus.id} className="bonus-item" data-testid="bonus-past-item" data-status={bonus.status}>
            <div className="bonus-item__body">
              <p className="bonus-item__name">
                {bonus.campaign.name}{' '}
                <span className="bonus-pill" data-status={bonus.status}>
                  {t(`status.${bonus.status}`)}
                </span>
              </p>
              <dl className="bonus-facts bonus-facts--inline">
                <div>
                  <dt>{t('active.bonusAmount')}</dt>
                  <dd>{format.money(bonus.bonusMinor, bonus.currency)}</dd>
                </div>
                <div>
                  <dt>{t('past.converted')}</dt>
                  <dd data-testid="bonus-past-converted">
                    {format.money(bonus.convertedMinor, bonus.currency)}
                  </dd>
                </div>
                <div>
                  <dt>{t('past.forfeited')}</dt>
                  <dd data-testid="bonus-past-forfeited">
                    {format.money(bonus.forfeitedMinor, bonus.currency)}
                  </dd>
                </div>
                {bonus.endedAt ? (
                  <div>
                    <dt>{t('past.ended')}</dt>
                    <dd>
                      <time dateTime={bonus.endedAt}>{format.date(bonus.endedAt)}</time>
                    </dd>
                  </div>
                ) : null}
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
