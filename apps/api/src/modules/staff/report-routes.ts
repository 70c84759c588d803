import { staffRoutes as routes } from '@casino/contract/routes/staff';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { findSkinByApiKey } from '../skin/find-skin-by-api-key';
import { affiliateResults } from './report-affiliates';
import { currencyReport, gamingReport } from './report-breakdowns';
import { affiliateCsvColumns, currencyCsvColumns, gamingCsvColumns } from './report-csv-columns';
import { toCsv } from './report-csv';

const staff = { tags: ['staff'], security: [{ staffBearer: [] }] };

/** The reports beside the daily one: by game, provider or product; by currency; affiliates. Each with CSV. */
export function registerReportRoutes(app: FastifyInstance): void {
  registerRoute(
    app,
    routes.getGamingReport,
    {
      ...staff,
      summary: 'Closed rounds by game, provider or product and currency: stakes, wins, GGR, with CSV',
    },
    async (request) => {
      const rows = await gamingReport(app.db, request.query);
      return okEnvelope({ rows, csv: toCsv(gamingCsvColumns(request.query.by), rows) });
    },
  );

  registerRoute(
    app,
    routes.getCurrencyReport,
    {
      ...staff,
      summary: 'Totals by currency: deposits, withdrawals, GGR, bonus cost in its parts, NGR, with CSV',
    },
    async (request) => {
      const rows = await currencyReport(app.db, request.query);
      return okEnvelope({ rows, csv: toCsv(currencyCsvColumns, rows) });
    },
  );

  registerRoute(
    app,
    routes.getAffiliateResults,
    { ...staff, summary: 'The affiliate report over UTC days, in minor units, with CSV' },
    async (request) => {
      const skin = await findSkinByApiKey(app.db, app.config.skinApiKey);
      if (!skin) throw new AppError('not_found');
      const rows = await affiliateResults(app.db, { ...request.query, skinId: skin.id });
      return okEnvelope({ rows, csv: toCsv(affiliateCsvColumns, rows) });
    },
  );
}
