import type { z } from 'zod';
import type {
  GamingReportGrouping,
  staffAffiliateResultsRowSchema,
  staffCurrencyReportRowSchema,
  staffGamingReportRowSchema,
} from '@casino/contract/backoffice-reports';
import type { CsvColumns } from './report-csv';

type GamingRow = z.infer<typeof staffGamingReportRowSchema>;

/** The gaming breakdown's CSV: its first column named after the grouping (game, provider, product). */
export function gamingCsvColumns(by: GamingReportGrouping): CsvColumns<GamingRow> {
  return [
    ['key', by],
    ['label', 'name'],
    ['currency', 'currency'],
    ['rounds', 'rounds'],
    ['players', 'players'],
    ['stakesMinor', 'stakes_minor'],
    ['winsMinor', 'wins_minor'],
    ['ggrMinor', 'ggr_minor'],
  ];
}

export const currencyCsvColumns: CsvColumns<z.infer<typeof staffCurrencyReportRowSchema>> = [
  ['currency', 'currency'],
  ['depositsMinor', 'deposits_minor'],
  ['withdrawalsMinor', 'withdrawals_minor'],
  ['ggrMinor', 'ggr_minor'],
  ['bonusConvertedMinor', 'bonus_converted_minor'],
  ['loyaltyRewardsMinor', 'loyalty_rewards_minor'],
  ['cashbackMinor', 'cashback_minor'],
  ['vipRewardsMinor', 'vip_rewards_minor'],
  ['bonusCostMinor', 'bonus_cost_minor'],
  ['ngrMinor', 'ngr_minor'],
];

export const affiliateCsvColumns: CsvColumns<z.infer<typeof staffAffiliateResultsRowSchema>> = [
  ['affiliateId', 'affiliate'],
  ['programme', 'programme'],
  ['currency', 'currency'],
  ['registrations', 'registrations'],
  ['firstDeposits', 'first_deposits'],
  ['firstDepositsMinor', 'first_deposits_minor'],
  ['betsMinor', 'bets_minor'],
  ['winsMinor', 'wins_minor'],
  ['netRevenueMinor', 'net_revenue_minor'],
];
