import { clientRoutes } from './define';
import type { staffRoutes } from './staff';
import { staffRouteKeys } from './staff-keys';

/** The staff API as a typed client sees it (the CLI today, a back office later). */
export const staffApi = clientRoutes<typeof staffRoutes>(staffRouteKeys);
