import type {
  staffAffiliateResultsRowSchema,
  staffCurrencyReportRowSchema,
  staffGamingReportRowSchema,
} from '@casino/contract/backoffice-reports';
import type { staffReportRowSchema } from '@casino/contract/backoffice';
import type { z } from 'zod';
import type { Translate } from '../../lib/i18n';
import type { ReportColumn } from './report-table';

type DailyRow = z.infer<typeof staffReportRowSchema>;
type CurrencyRow = z.infer<typeof staffCurrencyReportRowSchema>;
type GamingRow = z.infer<typeof staffGamingReportRowSchema>;
type AffiliateRow = z.infer<typeof staffAffiliateResultsRowSchema>;

// Every amount is in minor units of its row's currency, as the server answered it; the table writes
// each `…Minor` column as money in that currency (report-table.tsx), the chart draws the minor units.
export const dailyColumns: Array<ReportColumn<DailyRow>> = [
  { key: 'day', label: 'reports.day' },
  { key: 'currency', label: 'players.currency' },
  { key: 'depositsMinor', label: 'reports.deposits' },
  { key: 'withdrawalsMinor', label: 'reports.withdrawals' },
  { key: 'ggrMinor', label: 'reports.ggr' },
  { key: 'bonusCostMinor', label: 'reports.bonusCost' },
  { key: 'ngrMinor', label: 'reports.ngr' },
  { key: 'newPlayers', label: 'reports.newPlayers' },
  { key: 'activePlayers', label: 'reports.activePlayers' },
];

export const currencyColumns: Array<ReportColumn<CurrencyRow>> = [
  { key: 'currency', label: 'players.currency' },
  { key: 'depositsMinor', label: 'reports.deposits' },
  { key: 'withdrawalsMinor', label: 'reports.withdrawals' },
  { key: 'ggrMinor', label: 'reports.ggr' },
  { key: 'bonusConvertedMinor', label: 'reports.bonusConverted' },
  { key: 'loyaltyRewardsMinor', label: 'reports.loyaltyRewards' },
  { key: 'cashbackMinor', label: 'reports.cashback' },
  { key: 'vipRewardsMinor', label: 'reports.vipRewards' },
  { key: 'bonusCostMinor', label: 'reports.bonusCost' },
  { key: 'ngrMinor', label: 'reports.ngr' },
];

/** The gaming breakdown's columns; a product's name (casino, sportsbook) is translated. */
export function gamingColumns(t: Translate): Array<ReportColumn<GamingRow>> {
  const products: Record<string, string> = {
    casino: t('reports.product.casino'),
    sportsbook: t('reports.product.sportsbook'),
  };
  return [
    { key: 'label', label: 'reports.name', format: (row) => products[row.key] ?? row.label },
    { key: 'currency', label: 'players.currency' },
    { key: 'rounds', label: 'reports.rounds' },
    { key: 'players', label: 'reports.players' },
    { key: 'stakesMinor', label: 'reports.stakes' },
    { key: 'winsMinor', label: 'reports.wins' },
    { key: 'ggrMinor', label: 'reports.ggr' },
  ];
}

export const affiliateColumns: Array<ReportColumn<AffiliateRow>> = [
  { key: 'affiliateId', label: 'reports.affiliate' },
  { key: 'programme', label: 'reports.programme' },
  { key: 'currency', label: 'players.currency' },
  { key: 'registrations', label: 'reports.registrations' },
  { key: 'firstDeposits', label: 'reports.firstDeposits' },
  { key: 'firstDepositsMinor', label: 'reports.firstDepositAmount' },
  { key: 'betsMinor', label: 'reports.bets' },
  { key: 'winsMinor', label: 'reports.wins' },
  { key: 'netRevenueMinor', label: 'reports.netRevenue' },
];
