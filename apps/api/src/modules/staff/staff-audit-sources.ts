import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { staffAuditQuerySchema, staffAuditRowSchema } from '@casino/contract/backoffice';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/transaction';

export type StaffAuditQuery = z.output<typeof staffAuditQuerySchema>;
export type StaffAuditEntry = z.output<typeof staffAuditRowSchema>;

/**
 * A module's row whose staff member has a staff_audit row this close in time was written by the same
 * audited call (the route's row already holds its request and answer), so only the staff_audit row is
 * listed; module rows from before staff_audit existed, or written outside a staff call, are listed too.
 */
const sameCallWindow = sql`interval '10 seconds'`;

function notInAStaffCall(staffId: SQL, at: SQL): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM staff_audit s WHERE s.staff_id = ${staffId} AND s.action <> 'login'
    AND s.at BETWEEN ${at} - ${sameCallWindow} AND ${at} + ${sameCallWindow})`;
}

/**
 * Every staff action in one list: staff_audit and the per-module audits (content, bonus, competition)
 * under the same columns. A module row's action is `<module>.<action>`, its details are its "after".
 */
const allSources = sql`
  SELECT a.id::text AS id, a.at, a.staff_id::text AS staff_id, a.staff_username, a.action, a.target,
    a.before, a.after, a.result_code, a.ip, 'staff' AS source
  FROM staff_audit a
  UNION ALL
  SELECT c.id::text, c.at, c.staff_id::text, coalesce(u.username, ''), 'content.' || c.action,
    c.entry_id::text, NULL::jsonb, c.detail, 'ok', '', 'content'
  FROM content_audit c LEFT JOIN staff_users u ON u.id = c.staff_id
  WHERE ${notInAStaffCall(sql`c.staff_id`, sql`c.at`)}
  UNION ALL
  SELECT b.id::text, b.created_at, b.staff_user_id::text, coalesce(u.username, ''), 'bonus.' || b.action,
    coalesce(b.campaign_id, b.code_id, b.grant_id)::text, NULL::jsonb, b.details, 'ok', '', 'bonus'
  FROM bonus_audit b LEFT JOIN staff_users u ON u.id = b.staff_user_id
  WHERE b.staff_user_id IS NULL OR ${notInAStaffCall(sql`b.staff_user_id`, sql`b.created_at`)}
  UNION ALL
  SELECT k.id::text, k.created_at, k.staff_id::text, coalesce(u.username, ''), 'competition.' || k.action,
    k.target_id::text, NULL::jsonb, k.details, 'ok', '', 'competition'
  FROM competition_audit k LEFT JOIN staff_users u ON u.id = k.staff_id
  WHERE ${notInAStaffCall(sql`k.staff_id`, sql`k.created_at`)}`;

function filtersOf(query: StaffAuditQuery): SQL {
  const filters: SQL[] = [sql`TRUE`];
  if (query.staffId) filters.push(sql`staff_id = ${query.staffId}`);
  if (query.staffUsername) filters.push(sql`lower(staff_username) = lower(${query.staffUsername})`);
  if (query.action) filters.push(sql`action = ${query.action}`);
  if (query.target) filters.push(sql`target = ${query.target}`);
  if (query.from) filters.push(sql`at >= ${new Date(query.from).toISOString()}::timestamptz`);
  if (query.to) filters.push(sql`at < ${new Date(query.to).toISOString()}::timestamptz`);
  return sql.join(filters, sql` AND `);
}

interface AuditRow {
  id: string;
  at: Date | string;
  staff_id: string | null;
  staff_username: string;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  result_code: string;
  ip: string;
  source: StaffAuditEntry['source'];
}

/** The audit, newest first, filtered by staff member, action, target and time, from every source. */
export async function listStaffAudit(db: Database, query: StaffAuditQuery): Promise<StaffAuditEntry[]> {
  const rows = rowsOf<AuditRow>(
    await db.execute(sql`SELECT * FROM (${allSources}) AS audit WHERE ${filtersOf(query)}
      ORDER BY at DESC, id DESC LIMIT ${query.limit}`),
  );
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    staffId: row.staff_id,
    staffUsername: row.staff_username,
    action: row.action,
    target: row.target,
    before: row.before ?? null,
    after: row.after ?? null,
    resultCode: row.result_code,
    ip: row.ip,
    source: row.source,
  }));
}
