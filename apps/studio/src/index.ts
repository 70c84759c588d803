// The studio's public surface for a host process (the platform mounts it under /studio).
export { studioPlugin, type StudioPluginOptions } from './plugin';
export { buildStudioConfig, type StudioConfig } from './config';
export { openStudioDatabase, type StudioDbHandle, type StudioDatabase } from './db/client';
export { createRedisBus, type LiveBus } from './lib/live-feed';
