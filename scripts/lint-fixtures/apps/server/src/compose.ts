// Clean: the composition root may import the apps it mounts.
import { startApi } from '@casino/api';
import { studioPlugin } from '@casino/studio';

export const mounted = [startApi, studioPlugin];
