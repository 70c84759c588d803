import type { Locale } from '@casino/rules';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/transaction';
import { players } from '../../db/schema';
import { getActivityStatement } from './get-activity-statement';
import { renderStatementPdf } from './statement-pdf';

/** The annual activity statement as a PDF in the reader's language, named as the player knows it. */
export async function getStatementPdf(
  db: DbExecutor,
  input: { playerId: string; year: number; now: Date; language: Locale },
): Promise<{ year: number; pdf: Buffer }> {
  const statement = await getActivityStatement(db, input);
  const [player] = await db
    .select({
      username: players.username,
      fname: players.fname,
      lname: players.lname,
      country: players.country,
    })
    .from(players)
    .where(eq(players.id, input.playerId))
    .limit(1);
  const fullName = `${player?.fname ?? ''} ${player?.lname ?? ''}`.trim();
  const username = player?.username ?? '';
  const reader = {
    name: fullName ? `${fullName} (${username})` : username,
    language: input.language,
    country: player?.country ?? null,
  };
  return { year: statement.year, pdf: renderStatementPdf(statement, reader, input.now) };
}
