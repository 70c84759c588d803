import type { Database } from './client';
import { upsertLogos, upsertMenu, upsertSkin } from './factories/skins';
import { seedContentEntries } from './seed-data/content/seed-content';
import { sideDrawerMenu } from './seed-data/menu';
import { seedCompetitions } from '../modules/competitions/seed-competitions';
import { seedBonuses } from '../modules/bonuses/seed-bonuses';

/**
 * Puts the demo skin in place. Idempotent: it runs at every start and in every test database, and the
 * demo content is owned by this code, so a re-run refreshes rows instead of duplicating them.
 */
export async function seed(db: Database, options: { skinApiKey: string }) {
  const skin = await upsertSkin(db, { key: options.skinApiKey });
  await upsertMenu(db, skin.id, sideDrawerMenu);
  await upsertLogos(db, skin.id, [
    { name: 'main', type: 'main', color: 'dark', url: '/static/logos/logo-dark.svg', alt: 'Nova Casino' },
    { name: 'main', type: 'main', color: 'light', url: '/static/logos/logo-light.svg', alt: 'Nova Casino' },
    { name: 'icon', type: 'icon', color: 'dark', url: '/static/logos/icon.svg', alt: 'Nova Casino' },
  ]);
  await seedContentEntries(db, skin.id, new Date());
  await seedCompetitions(db);
  await seedBonuses(db);
  return skin;
}
