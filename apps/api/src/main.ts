import { startPlatform } from './start-platform';

/*
 * The platform alone: the API (and the built web app) without the in-house studio, which is then a
 * remote provider at STUDIO_URL like any other. The process that also mounts the studio is apps/server.
 */
startPlatform().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
