import { startPlatform } from '@casino/api/start-platform';
import { mountStudio } from './mount-studio';

/*
 * The composition root: the platform (API and built web app) with the in-house studio mounted under
 * /studio in the same process (the default, STUDIO_EMBEDDED=true). Neither app imports the other;
 * only this one knows both. apps/api and apps/studio each keep a main of their own to run alone.
 */
startPlatform({ mount: mountStudio }).catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
