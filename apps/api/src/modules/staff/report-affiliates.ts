import type { z } from 'zod';
import type { staffAffiliateResultsRowSchema } from '@casino/contract/backoffice-reports';
import type { Database } from '../../db/client';
import { affiliateReport } from '../affiliates/affiliate-report';
import { reportRange } from './report-range';

type AffiliateResultsRow = z.infer<typeof staffAffiliateResultsRowSchema>;

/** The affiliate report (affiliates/affiliate-report.ts) over the report's UTC days, in minor units. */
export async function affiliateResults(
  db: Database,
  query: { skinId: string; from: string; to: string },
): Promise<AffiliateResultsRow[]> {
  const range = reportRange(query);
  if (!range) return [];
  const report = await affiliateReport(db, {
    skinId: query.skinId,
    from: new Date(range.from),
    to: new Date(range.end),
  });
  return report.affiliates.map((row) => ({
    affiliateId: row.affiliateId,
    programme: row.programme,
    currency: row.currency,
    registrations: row.registrations,
    firstDeposits: row.firstDeposits,
    firstDepositsMinor: row.minor.firstDepositAmount,
    betsMinor: row.minor.bets,
    winsMinor: row.minor.wins,
    netRevenueMinor: row.minor.netRevenue,
  }));
}
