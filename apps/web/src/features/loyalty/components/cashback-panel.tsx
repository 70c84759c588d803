import { Button } from '@casino/ui/button';
import { formatDateTime } from '@casino/rules/formatting';
import { useTranslation } from '@/lib/i18n-react';
import { notify } from '@/lib/notifications';
import { useClaimCashback } from '../api/claim-cashback';
import type { LoyaltyData } from '../api/get-loyalty';
import { cashbackBlock } from '../cashback-reason';
import { useLoyaltyFormat } from '../hooks/use-loyalty-format';

/** Profile / cashback: the spec's Cashback/CP fields and Claim Cashback (spec sections 3, 4 and 9). */
export function CashbackPanel({ loyalty }: { loyalty: LoyaltyData }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const { claim, cashback, money, reason, nextClaim, onClaim, facts } = useCashbackClaim({ loyalty });

  return (
    <section
      className="loyalty-card cashback-panel"
      data-testid="cashback-panel"
      aria-labelledby="cashback-title"
    >
      <h2 id="cashback-title" className="loyalty-card__title">
        {t('cashback.title')}
      </h2>
      <dl className="loyalty-facts loyalty-facts--grid">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{fact.label}</dt>
            <dd data-testid={`cashback-${fact.key}`}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="cashback-panel__claim">
        <Button
          onClick={onClaim}
          disabled={reason !== null}
          isBusy={claim.isPending}
          aria-describedby={reason ? 'cashback-reason' : undefined}
          data-testid="claim-cashback"
        >
          {t('cashback.claim')}
        </Button>
        {reason ? (
          <p
            id="cashback-reason"
            className="cashback-panel__reason"
            data-testid="cashback-reason"
            data-reason={reason}
          >
            {reason === 'alreadyClaimed'
              ? nextClaim
                ? t('cashback.alreadyClaimedUntil', { time: nextClaim })
                : t('cashback.alreadyClaimed')
              : BigInt(cashback.accruingMinor) > 0n && nextClaim
                ? t('cashback.nothingYetAccruing', { amount: money(cashback.accruingMinor), time: nextClaim })
                : t('cashback.nothingToClaim')}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** The player's standing as facts, and the claim of the cashback due with its answer. */
function useCashbackClaim({ loyalty }: { loyalty: LoyaltyData }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const format = useLoyaltyFormat();
  const claim = useClaimCashback();
  const { cashback } = loyalty;
  const money = (minor: string) => format.money(minor, cashback.currency);
  const reason = cashbackBlock(cashback);
  const nextClaim = cashback.nextClaimAt ? formatDateTime(cashback.nextClaimAt, format.locale) : null;

  const onClaim = () => {
    claim.mutate(undefined, {
      onSuccess: (data) =>
        notify(t('cashback.claimed', { amount: format.money(data.claimedMinor, data.currency) }), 'success'),
      // A refusal (already claimed, nothing to claim) comes in the player's language; the refreshed
      // standing then disables the button with its reason.
      onError: (error) => notify(error.message, 'error'),
    });
  };

  const facts: { key: string; label: string; value: string }[] = [
    { key: 'total-cp', label: t('facts.totalCp'), value: format.totalCp(loyalty) },
    {
      key: 'level',
      label: t('facts.currentLevel'),
      value: loyalty.level > 0 ? t('common:loyalty.level', { level: loyalty.level }) : t('progress.noLevel'),
    },
    { key: 'cp-gained', label: t('facts.cpGained'), value: format.cp(loyalty.cpGained) },
    { key: 'available', label: t('facts.available'), value: money(cashback.availableMinor) },
    { key: 'accruing', label: t('facts.accruing'), value: money(cashback.accruingMinor) },
    {
      key: 'until-next',
      label: t('facts.cpUntilNext'),
      value:
        loyalty.cpUntilNextLevel !== null && loyalty.nextLevel
          ? t('facts.cpUntilNextValue', {
              cp: format.cp(loyalty.cpUntilNextLevel),
              level: loyalty.nextLevel.number,
            })
          : t('progress.topLevel'),
    },
  ];

  return { claim, cashback, money, reason, nextClaim, onClaim, facts };
}
