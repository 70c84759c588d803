import '../bonuses.css';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { BonusCampaignView } from '../api/get-bonus-campaigns';
import { usePlayerBonuses } from '../api/get-player-bonuses';
import { campaignTermParts, campaignTermsSentence } from '../campaign-terms';
import { useBonusFormat } from '../use-bonus-format';
import { BonusCodeField } from './bonus-code-field';

/**
 * The deposit form's bonus part: the deposit bonuses the player may choose (each with its terms in
 * plain words) or "No bonus", the default, as a bonus is the player's choice; and Add Bonus for a code.
 */
export function DepositBonusChoice({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (slug: string | null) => void;
}) {
  const { t, ready } = useTranslation('bonuses');
  const format = useBonusFormat();
  const bonuses = usePlayerBonuses();
  const offers: BonusCampaignView[] = bonuses.data?.depositOffers ?? [];
  const chosen = offers.some((offer) => offer.slug === value) ? value : null;
  // A bonus asked for in the address that is not on offer (ended, or not for this player) is dropped,
  // so the deposit never carries a choice the player cannot see.
  const isUnknownChoice = bonuses.isFetched && value !== null && chosen === null;
  useEffect(() => {
    if (isUnknownChoice) onChange(null);
  }, [isUnknownChoice, onChange]);
  if (!ready) return null;
  return (
    <div className="bonus-deposit" data-testid="deposit-bonus">
      {offers.length > 0 ? (
        <fieldset className="bonus-choice" data-testid="deposit-bonus-choice">
          <legend>{t('deposit.title')}</legend>
          <label className="bonus-choice__option">
            <input
              type="radio"
              name="bonusCampaign"
              value=""
              checked={chosen === null}
              data-testid="deposit-bonus-none"
              onChange={() => onChange(null)}
            />
            <span className="bonus-choice__text">{t('deposit.none')}</span>
          </label>
          {offers.map((offer) => (
            <label key={offer.slug} className="bonus-choice__option">
              <input
                type="radio"
                name="bonusCampaign"
                value={offer.slug}
                checked={chosen === offer.slug}
                data-testid={`deposit-bonus-${offer.slug}`}
                onChange={() => onChange(offer.slug)}
              />
              <span className="bonus-choice__text">
                <strong>{offer.name}</strong>
                <span className="bonus-muted">
                  {campaignTermsSentence(campaignTermParts(t, offer, format))}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <BonusCodeField testId="deposit-bonus-code" />
    </div>
  );
}
