import { staffRoles, type StaffRole } from '@casino/contract/values/staff';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffTotpRoles } from '../../db/schema';

/**
 * Whether members of a role must enrol a second factor: the admin's choice for that role, else the
 * start's default (STAFF_TOTP_REQUIRED, on in production).
 */
export async function totpRequiredFor(db: Database, role: StaffRole, byDefault: boolean): Promise<boolean> {
  const [row] = await db
    .select({ required: staffTotpRoles.required })
    .from(staffTotpRoles)
    .where(eq(staffTotpRoles.role, role));
  return row?.required ?? byDefault;
}

/** Every role with whether it must enrol, and whether that is still the default. */
export async function listTotpPolicy(db: Database, byDefault: boolean) {
  const rows = await db.select().from(staffTotpRoles);
  const chosen = new Map(rows.map((row) => [row.role, row.required]));
  return {
    roles: staffRoles.map((role) => ({
      role,
      required: chosen.get(role) ?? byDefault,
      isDefault: !chosen.has(role),
    })),
  };
}

/** The admin's choice for one role (audited by the staff plugin like every mutating call). */
export async function setTotpPolicy(
  db: Database,
  input: { role: StaffRole; required: boolean; now: Date; byDefault: boolean },
) {
  await db
    .insert(staffTotpRoles)
    .values({ role: input.role, required: input.required, updatedAt: input.now })
    .onConflictDoUpdate({
      target: staffTotpRoles.role,
      set: { required: input.required, updatedAt: input.now },
    });
  return listTotpPolicy(db, input.byDefault);
}
