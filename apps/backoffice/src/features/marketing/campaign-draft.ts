import type { StaffBonusCampaignBody } from '@casino/contract/bonuses';
import { centsOfEuros } from './euro-cents';

export type CampaignKind = StaffBonusCampaignBody['kind'];
export type CampaignActivation = StaffBonusCampaignBody['activation'];

/** The create form's fields as typed; amounts in euros. */
export interface CampaignDraft {
  slug: string;
  name: string;
  description: string;
  kind: CampaignKind;
  activation: CampaignActivation;
  matchPercent: string;
  maxBonusEuros: string;
  minDepositEuros: string;
  amountEuros: string;
  freeSpinsGameSlug: string;
  freeSpinsCount: string;
  freeSpinValueEuros: string;
  wageringMultiple: string;
  slotsPercent: string;
}

export const emptyCampaign: CampaignDraft = {
  slug: '',
  name: '',
  description: '',
  kind: 'no_deposit',
  activation: 'code',
  matchPercent: '100',
  maxBonusEuros: '',
  minDepositEuros: '',
  amountEuros: '',
  freeSpinsGameSlug: '',
  freeSpinsCount: '',
  freeSpinValueEuros: '',
  wageringMultiple: '30',
  slotsPercent: '100',
};

/** Which terms the kind takes (the server refuses a campaign without them). */
export const kindTerms = (kind: CampaignKind) => ({
  match: kind === 'deposit_match' || kind === 'reload',
  amount: kind === 'no_deposit' || kind === 'cashback',
  freeSpins: kind === 'free_spins',
});

const wholeOrNull = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : null);

/** The request body; `invalidAmount` names the first amount that is not a euro amount. */
export function campaignBodyOf(draft: CampaignDraft): {
  body?: StaffBonusCampaignBody;
  invalidAmount?: string;
} {
  const terms = kindTerms(draft.kind);
  const euros: Array<[keyof CampaignDraft, boolean]> = [
    ['maxBonusEuros', terms.match],
    ['minDepositEuros', terms.match],
    ['amountEuros', terms.amount],
    ['freeSpinValueEuros', terms.freeSpins],
  ];
  const cents: Partial<Record<keyof CampaignDraft, string | null>> = {};
  for (const [field, used] of euros) {
    const typed = draft[field].trim();
    const value = used && typed !== '' ? centsOfEuros(typed) : null;
    if (used && typed !== '' && value === null) return { invalidAmount: field };
    cents[field] = value;
  }
  const description = draft.description.trim();
  return {
    body: {
      slug: draft.slug.trim(),
      kind: draft.kind,
      activation: draft.activation,
      status: 'active',
      names: { en: draft.name.trim() },
      descriptions: description ? { en: description } : {},
      matchPercent: terms.match ? wholeOrNull(draft.matchPercent) : null,
      maxBonusEurCents: cents.maxBonusEuros ?? null,
      minDepositEurCents: cents.minDepositEuros ?? null,
      amountEurCents: cents.amountEuros ?? null,
      freeSpinsGameSlug: terms.freeSpins ? draft.freeSpinsGameSlug.trim() || null : null,
      freeSpinsCount: terms.freeSpins ? wholeOrNull(draft.freeSpinsCount) : null,
      freeSpinValueEurCents: cents.freeSpinValueEuros ?? null,
      wageringMultiple: wholeOrNull(draft.wageringMultiple) ?? 0,
      wageringBase: 'bonus',
      contributions: { slots: wholeOrNull(draft.slotsPercent) ?? 100 },
      gameContributions: {},
      maxBetEurCents: null,
      maxConversionEurCents: null,
      claimDays: 7,
      completeDays: 30,
      countries: [],
      currencies: [],
      onePerPlayer: true,
      startsAt: null,
      endsAt: null,
    },
  };
}
