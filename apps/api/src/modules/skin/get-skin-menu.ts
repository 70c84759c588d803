import type { MenuItem } from '@casino/contract';
import type { Locale } from '@casino/rules';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { menuItems } from '../../db/schema';

/** The side drawer of a skin as a tree, each label in the asked language (en when missing). */
export async function getSkinMenu(
  db: Database,
  input: { skinId: string; locale: Locale },
): Promise<MenuItem[]> {
  const rows = await db
    .select({
      id: menuItems.id,
      slug: menuItems.slug,
      parentId: menuItems.parentId,
      path: menuItems.path,
      icon: menuItems.icon,
      requiresLogin: menuItems.requiresLogin,
      labels: menuItems.labels,
    })
    .from(menuItems)
    .where(eq(menuItems.skinId, input.skinId))
    .orderBy(asc(menuItems.position));

  const children = new Map<string | null, MenuItem[]>();
  for (const row of rows) {
    const item: MenuItem = {
      id: row.slug,
      label: row.labels[input.locale] || row.labels.en,
      path: row.path,
      icon: row.icon,
      requiresLogin: row.requiresLogin,
      children: [],
    };
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(item);
    children.set(row.parentId, siblings);
  }
  // Rows are ordered by position, so attaching by parent keeps each level in order.
  const idToSlug = new Map(rows.map((row) => [row.id, row.slug]));
  const bySlug = new Map<string, MenuItem>();
  for (const list of children.values()) for (const item of list) bySlug.set(item.id, item);
  for (const [parentId, list] of children) {
    if (parentId === null) continue;
    const parent = bySlug.get(idToSlug.get(parentId) ?? '');
    if (parent) parent.children = list;
  }
  return children.get(null) ?? [];
}
