import type { StaffPermission } from '../values/staff';
import type { staffRouteKeys } from './staff-keys';

/**
 * The permission each staff route needs, stated once: the server refuses a call whose role lacks it
 * (before the handler runs) and the back office hides it. `null` only for the calls made before there
 * is a session. A new route key without an entry fails the typecheck, and the permissions test.
 */
export const staffRoutePermissions = {
  login: null,
  captcha: null,
  logout: 'session',
  getMe: 'session',
  startTotpEnrolment: 'session',
  confirmTotpEnrolment: 'session',
  upsertStaffUser: 'staff.manage',
  listAudit: 'audit.read',
  searchPlayers: 'players.read',
  getPlayer: 'players.read',
  listWithdrawals: 'withdrawals.read',
  approveWithdrawal: 'withdrawals.decide',
  rejectWithdrawal: 'withdrawals.decide',
  listDocuments: 'documents.read',
  reviewDocument: 'documents.review',
  listVipHostTasks: 'vip.read',
  grantFreeRounds: 'free_rounds.grant',
  listContent: 'content.read',
  getContent: 'content.read',
  createContent: 'content.write',
  updateContent: 'content.write',
  publishContent: 'content.write',
  listContactMessages: 'contact.read',
  getAffiliateReport: 'affiliates.read',
  listAffiliateProgrammes: 'affiliates.read',
  upsertAffiliateProgramme: 'affiliates.write',
  setSkinLiveChat: 'live_chat.write',
  listChallenges: 'competitions.read',
  createChallenge: 'competitions.write',
  cancelChallenge: 'competitions.write',
  listSlotRaces: 'competitions.read',
  createSlotRace: 'competitions.write',
  cancelSlotRace: 'competitions.write',
  createSlotRaceTemplate: 'competitions.write',
  listBonusCampaigns: 'bonuses.read',
  createBonusCampaign: 'bonuses.write',
  setBonusCampaignStatus: 'bonuses.write',
  createBonusCode: 'bonuses.write',
  grantPlayerBonus: 'bonuses.grant',
  cancelPlayerBonus: 'bonuses.grant',
  listChatQueue: 'chat.read',
  getChatConversation: 'chat.read',
  assignChatConversation: 'chat.answer',
  replyChatConversation: 'chat.answer',
  closeChatConversation: 'chat.answer',
  listCannedAnswers: 'chat.read',
  createCannedAnswer: 'chat.answer',
  updateCannedAnswer: 'chat.answer',
  deleteCannedAnswer: 'chat.answer',
} as const satisfies { [N in keyof typeof staffRouteKeys]: StaffPermission | null };

export type StaffRouteName = keyof typeof staffRoutePermissions;
