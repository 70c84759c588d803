import { clientRoutes } from './define';
import { playerRouteKeys } from './player-keys';
import type { playerRoutes } from './player';

/**
 * The player API as the web's typed client sees it: at run time only the keys (no zod in the
 * bundle), at compile time each call's params, query, body and response data from the descriptors.
 */
export const playerApi = clientRoutes<typeof playerRoutes>(playerRouteKeys);
