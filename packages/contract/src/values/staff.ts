/** The staff API's plain value lists, free of zod. */
export const staffRoles = [
  'admin',
  'payments',
  'risk_kyc',
  'support',
  'marketing',
  'content',
  'finance_readonly',
] as const;
export type StaffRole = (typeof staffRoles)[number];

export const documentDecisions = ['approve', 'reject'] as const;

/**
 * What a staff route needs. `session` is any logged-in staff member (log out, their own second
 * factor); every other permission is granted to roles below, and only there.
 */
export const staffPermissions = [
  'session',
  'staff.manage',
  'audit.read',
  'players.read',
  'players.manage',
  'players.message',
  'players.note',
  'balances.adjust',
  'reports.read',
  'withdrawals.read',
  'withdrawals.decide',
  'payouts.retry',
  'payouts.mark_paid',
  'payouts.mark_failed',
  'documents.read',
  'documents.review',
  'vip.read',
  'free_rounds.grant',
  'content.read',
  'content.write',
  'contact.read',
  'affiliates.read',
  'affiliates.write',
  'live_chat.write',
  'chat.read',
  'chat.answer',
  'competitions.read',
  'competitions.write',
  'bonuses.read',
  'bonuses.write',
  'bonuses.grant',
  'games.read',
  'games.write',
  'sportsbook.read',
  'sportsbook.write',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

const everything = staffPermissions;

/** The roles and what each may do: the server checks these on every staff route, the back office hides the rest. */
export const staffRolePermissions: Record<StaffRole, readonly StaffPermission[]> = {
  admin: everything,
  payments: [
    'session',
    'players.read',
    'balances.adjust',
    'reports.read',
    'withdrawals.read',
    'withdrawals.decide',
    'payouts.retry',
    'payouts.mark_paid',
    'payouts.mark_failed',
    'documents.read',
  ],
  risk_kyc: [
    'session',
    'players.read',
    'players.manage',
    'players.note',
    'withdrawals.read',
    'documents.read',
    'documents.review',
    'sportsbook.read',
    'sportsbook.write',
  ],
  support: [
    'session',
    'players.read',
    'players.message',
    'players.note',
    'documents.read',
    'vip.read',
    'free_rounds.grant',
    'contact.read',
    'chat.read',
    'chat.answer',
    'bonuses.read',
    'bonuses.grant',
  ],
  marketing: [
    'session',
    'bonuses.read',
    'bonuses.write',
    'bonuses.grant',
    'competitions.read',
    'competitions.write',
    'free_rounds.grant',
    'affiliates.read',
    'affiliates.write',
    // To pick a race's, a challenge's or a free-spins bonus's games by name.
    'games.read',
  ],
  content: [
    'session',
    'content.read',
    'content.write',
    'contact.read',
    'live_chat.write',
    'games.read',
    'games.write',
  ],
  finance_readonly: [
    'session',
    'players.read',
    'reports.read',
    'withdrawals.read',
    'affiliates.read',
    'bonuses.read',
    'competitions.read',
    'audit.read',
    'sportsbook.read',
  ],
};

export function roleMay(role: StaffRole, permission: StaffPermission): boolean {
  return staffRolePermissions[role].includes(permission);
}
