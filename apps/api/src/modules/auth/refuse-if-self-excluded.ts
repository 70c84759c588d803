import type { Locale } from '@casino/rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';
import { translateWith } from '../../i18n';
import { AppError } from '../../lib/app-error';

function formatUntil(until: Date, locale: Locale): string {
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(until);
  return `${text} UTC`;
}

/** A self-excluded or frozen account (players.self_excluded_until in the future) cannot start a session. */
export function refuseIfSelfExcluded(
  until: Date | null,
  input: { now: Date; locale: Locale; data?: Record<string, unknown> },
): void {
  if (!until || until.getTime() <= input.now.getTime()) return;
  throw new AppError(
    'account_self_excluded',
    translateWith(input.locale, 'account_self_excluded', { until: formatUntil(until, input.locale) }),
    { ...input.data, until: until.toISOString() },
  );
}

export async function refuseIfPlayerSelfExcluded(
  db: Database,
  playerId: string,
  input: { now: Date; locale: Locale },
): Promise<void> {
  const [row] = await db
    .select({ until: players.selfExcludedUntil })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  refuseIfSelfExcluded(row?.until ?? null, input);
}
