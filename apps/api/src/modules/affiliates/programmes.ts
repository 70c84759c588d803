import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { affiliateProgrammes, type AffiliateProgrammeRow } from '../../db/schema';

export interface ProgrammeView {
  id: string;
  code: string;
  name: string;
  postbackUrl: string | null;
  hasSecret: boolean;
}

const viewOf = (row: AffiliateProgrammeRow): ProgrammeView => ({
  id: row.id,
  code: row.code,
  name: row.name,
  postbackUrl: row.postbackUrl,
  hasSecret: row.postbackSecret !== null,
});

export async function listProgrammes(db: Database, skinId: string): Promise<ProgrammeView[]> {
  const rows = await db
    .select()
    .from(affiliateProgrammes)
    .where(eq(affiliateProgrammes.skinId, skinId))
    .orderBy(asc(affiliateProgrammes.code));
  return rows.map(viewOf);
}

/** Creates the programme of a code (a myaffid) or changes its name and postback; the secret is never shown again. */
export async function upsertProgramme(
  db: Database,
  input: {
    skinId: string;
    code: string;
    name: string;
    postbackUrl?: string | null;
    postbackSecret?: string | null;
    now: Date;
  },
): Promise<ProgrammeView> {
  const changes = {
    name: input.name,
    ...(input.postbackUrl !== undefined ? { postbackUrl: input.postbackUrl } : {}),
    ...(input.postbackSecret !== undefined ? { postbackSecret: input.postbackSecret } : {}),
    updatedAt: input.now,
  };
  const [row] = await db
    .insert(affiliateProgrammes)
    .values({
      skinId: input.skinId,
      code: input.code,
      name: input.name,
      postbackUrl: input.postbackUrl ?? null,
      postbackSecret: input.postbackSecret ?? null,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({ target: [affiliateProgrammes.skinId, affiliateProgrammes.code], set: changes })
    .returning();
  if (!row) throw new Error('programme upsert returned nothing');
  return viewOf(row);
}
