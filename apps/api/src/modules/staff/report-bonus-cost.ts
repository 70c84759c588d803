import { sql } from 'drizzle-orm';
import { inRange, type ReportRange } from './report-range';

/**
 * Every cash the house gave away in the range, as rows (at, currency, part, amount): bonus money
 * converted to cash when its wagering ended, loyalty level rewards paid in cash, daily cashback claimed,
 * and VIP period rewards paid (their cashback kinds counted as cashback). Free spins are not here: what
 * they win is a round's win, already in the GGR.
 */
export function bonusCostFacts(range: ReportRange) {
  return sql`
    SELECT ended_at AS at, currency, 'converted' AS part, converted_minor AS amount
    FROM bonus_grants WHERE converted_minor > 0 AND ${inRange(range, 'ended_at')}
    UNION ALL
    SELECT settled_at, currency, 'loyalty', amount_minor
    FROM loyalty_rewards
    WHERE kind = 'cash' AND status = 'paid' AND amount_minor > 0 AND ${inRange(range, 'settled_at')}
    UNION ALL
    SELECT created_at, currency, 'cashback', amount_minor
    FROM cashback_claims WHERE amount_minor > 0 AND ${inRange(range, 'created_at')}
    UNION ALL
    SELECT settled_at, currency, CASE WHEN kind LIKE '%cashback' THEN 'cashback' ELSE 'vip' END, amount_minor
    FROM vip_period_rewards WHERE status = 'paid' AND amount_minor > 0 AND ${inRange(range, 'settled_at')}`;
}
