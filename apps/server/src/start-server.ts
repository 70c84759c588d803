import { startPlatform } from '@casino/api/start-platform';
import { mountAll, mountSportsbook, type SportsbookHost } from './mount-sportsbook';
import { mountStudio, type StudioHost } from './mount-studio';

/*
 * The composition root: the platform (API and built web app) with the in-house studio mounted under
 * /studio and the sportsbook under /sportsbook-api in the same process (the default, STUDIO_EMBEDDED
 * and SPORTSBOOK_EMBEDDED). No app imports another; only this one knows them all. apps/api, apps/studio
 * and apps/sportsbook can each run alone.
 */
export function startServer(): Promise<void> {
  return startPlatform({ mount: mountAll<StudioHost & SportsbookHost>(mountStudio, mountSportsbook) });
}
