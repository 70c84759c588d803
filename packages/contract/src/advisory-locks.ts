/**
 * Every PostgreSQL advisory lock key the apps hold by number, in one place. The platform, the studio
 * and the sportsbook may be given one database, and two uses of one key then wait on each other: the
 * studio's migrations once shared the platform jobs leader's key, which the leader holds for as long
 * as it leads, so a studio on the platform's database never finished starting. (Locks taken on a
 * `hashtext` of a name are int4 values and never meet these.)
 */
export const advisoryLockKeys = {
  platformMigrations: 7_305_142_001,
  platformJobsLeader: 7_305_142_002,
  sportsbookMigrations: 7_305_142_003,
  sportsbookFeedLeader: 7_305_142_027,
  studioLeader: 7_305_142_101,
  studioMigrations: 7_305_142_102,
} as const;
