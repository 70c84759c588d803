/** The staff API's plain value lists, free of zod. */
export const staffRoles = ['admin', 'cashier', 'support'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const documentDecisions = ['approve', 'reject'] as const;
