import { staffRouteKeys } from '@casino/contract/routes/staff-keys';
import { staffRoutePermissions, type StaffRouteName } from '@casino/contract/routes/staff-permissions';
import { roleMay, type StaffRole } from '@casino/contract/values/staff';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

export interface StaffMember {
  id: string;
  username: string;
  role: StaffRole;
}

/** A staff route's handler asks for the staff member the permission check already let in. */
export type RequireStaff = (request: FastifyRequest) => StaffMember;

export const requireStaff: RequireStaff = (request) => {
  if (!request.staff) throw new AppError('staff_unauthorized');
  return request.staff;
};

const staffPrefix = '/staff/v1';
const routeNames = new Map<string, StaffRouteName>(
  (Object.entries(staffRouteKeys) as Array<[StaffRouteName, string]>).map(([name, key]) => [key, name]),
);

/** The contract's name of a staff route by its method and full URL pattern (HEAD answers as its GET). */
export function staffRouteNameAt(method: string, url: string | undefined): StaffRouteName | null {
  if (!url?.startsWith(staffPrefix)) return null;
  const asMethod = method === 'HEAD' ? 'GET' : method;
  return routeNames.get(`${asMethod} ${url.slice(staffPrefix.length)}`) ?? null;
}

/** The contract's name of the staff route a request reached, or null. */
export function staffRouteNameOf(request: FastifyRequest): StaffRouteName | null {
  return staffRouteNameAt(request.method, request.routeOptions.url);
}

/**
 * Whether a staff route may be called without a session (log-in, captcha); any route the contract does
 * not list needs one, and is then refused: nothing is reachable without a stated permission.
 */
export function isOpenStaffRoute(name: StaffRouteName | null): boolean {
  return name !== null && staffRoutePermissions[name] === null;
}

/** Refuses, with `forbidden`, a role without the route's permission (an unlisted route: every role). */
export function checkStaffPermission(name: StaffRouteName | null, role: StaffRole): void {
  const permission = name ? staffRoutePermissions[name] : undefined;
  if (permission === undefined || (permission !== null && !roleMay(role, permission)))
    throw new AppError('forbidden');
}
