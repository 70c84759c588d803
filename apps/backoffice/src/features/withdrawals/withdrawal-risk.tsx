import type { WithdrawalRisk } from '@casino/contract/withdrawal-risk';
import { useI18n, type MessageKey, type Translate } from '../../lib/i18n';
import { useMoney } from '../../lib/money';

/** Writes a decimal amount of the withdrawal's currency as money. */
type Money = (amount: string) => string;

interface Signal {
  key: string;
  text: string;
  /** Worth a second look before paying. */
  flagged: boolean;
}

function depositSignal(t: Translate, risk: WithdrawalRisk, money: Money): Signal {
  if (risk.withdrawalToDepositRatio === null)
    return { key: 'ratio', text: t('risk.noDeposit'), flagged: true };
  const values = {
    ratio: risk.withdrawalToDepositRatio,
    deposited: money(risk.deposited),
    withdrawn: money(risk.withdrawn),
  };
  // Above the operator's threshold, decided by the server (WITHDRAWAL_RISK_RATIO_ABOVE).
  return { key: 'ratio', text: t('risk.ratio', values), flagged: risk.ratioFlagged };
}

function bonusSignal(t: Translate, risk: WithdrawalRisk): Signal {
  if (risk.activeBonus) return { key: 'bonus', text: t('risk.activeBonus'), flagged: true };
  if (risk.bonusConvertedRecently)
    return { key: 'bonus', text: t('risk.bonusConverted', { days: String(risk.bonusDays) }), flagged: true };
  return { key: 'bonus', text: t('risk.noBonus'), flagged: false };
}

function loginSignals(t: Translate, risk: WithdrawalRisk): Signal[] {
  const address: Signal = risk.newAddress
    ? { key: 'address', text: t('risk.newAddress'), flagged: true }
    : { key: 'address', text: t('risk.sameAddress'), flagged: false };
  const countries = { last: risk.lastCountry ?? '', previous: risk.previousCountry ?? '' };
  const country: Signal =
    risk.newCountry === null
      ? { key: 'country', text: t('risk.countryUnknown'), flagged: false }
      : risk.newCountry
        ? { key: 'country', text: t('risk.newCountry', countries), flagged: true }
        : { key: 'country', text: t('risk.sameCountry', countries), flagged: false };
  return [address, country];
}

function resultSignal(t: Translate, key: 'casino' | 'sportsbook', net: string, money: Money): Signal {
  const amount = money(net.replace(/^-/, ''));
  const label: MessageKey = key === 'casino' ? 'risk.casino' : 'risk.sportsbook';
  const outcome: MessageKey = net.startsWith('-')
    ? 'risk.lost'
    : /[1-9]/.test(net)
      ? 'risk.won'
      : 'risk.even';
  return { key, text: t(label, { result: t(outcome, { amount }) }), flagged: false };
}

/** Every signal of one withdrawal in words; the card marks the ones worth a second look. */
export function riskSignalsOf(t: Translate, risk: WithdrawalRisk, money: Money): Signal[] {
  const kyc: Signal =
    risk.kycStatus === 'verified'
      ? { key: 'kyc', text: t('risk.kycVerified'), flagged: false }
      : { key: 'kyc', text: t('risk.kycMissing'), flagged: true };
  return [
    depositSignal(t, risk, money),
    bonusSignal(t, risk),
    ...loginSignals(t, risk),
    kyc,
    resultSignal(t, 'casino', risk.casinoNet, money),
    resultSignal(t, 'sportsbook', risk.sportsbookNet, money),
  ];
}

/** The card's risk signals, each explained in a sentence; the ones worth a look come marked. */
export function WithdrawalRiskList({ risk, currency }: { risk: WithdrawalRisk; currency: string }) {
  const { t } = useI18n();
  const { decimal } = useMoney();
  const signals = riskSignalsOf(t, risk, (amount) => decimal(amount, currency));
  const flagged = signals.filter((signal) => signal.flagged).length;
  return (
    <details className="risk" open={flagged > 0}>
      <summary>{t('risk.title', { count: flagged })}</summary>
      <ul>
        {signals.map((signal) => (
          <li key={signal.key} data-testid={`risk-${signal.key}`} className={signal.flagged ? 'flagged' : ''}>
            {signal.flagged ? <strong>{`${t('risk.look')} `}</strong> : null}
            {signal.text}
          </li>
        ))}
      </ul>
    </details>
  );
}
