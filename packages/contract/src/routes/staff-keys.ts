/** The staff API's route keys ("METHOD /path", relative to /staff/v1), free of zod. */
export const staffRouteKeys = {
  login: 'POST /login',
  captcha: 'GET /captcha',
  logout: 'POST /logout',
  upsertStaffUser: 'POST /staff',
  listWithdrawals: 'GET /withdrawals',
  approveWithdrawal: 'POST /withdrawals/:id/approve',
  rejectWithdrawal: 'POST /withdrawals/:id/reject',
  listDocuments: 'GET /documents',
  reviewDocument: 'POST /documents/:id/review',
  // loyalty: the VIP host tasks made when a player reaches level 21
  listVipHostTasks: 'GET /vipHostTasks',
  grantFreeRounds: 'POST /free-rounds',
  // content (news, info pages, home banners) and contact messages
  listContent: 'GET /content',
  getContent: 'GET /content/:id',
  createContent: 'POST /content',
  updateContent: 'POST /content/:id',
  publishContent: 'POST /content/:id/publish',
  listContactMessages: 'GET /contact-messages',
  // affiliates (engage)
  getAffiliateReport: 'GET /affiliates/report',
  listAffiliateProgrammes: 'GET /affiliates/programmes',
  upsertAffiliateProgramme: 'POST /affiliates/programmes',
  setSkinLiveChat: 'POST /skin/live-chat',
  // competitions: challenges and slot races (issue 16)
  listChallenges: 'GET /challenges',
  createChallenge: 'POST /challenges',
  cancelChallenge: 'POST /challenges/:id/cancel',
  listSlotRaces: 'GET /slotRaces',
  createSlotRace: 'POST /slotRaces',
  cancelSlotRace: 'POST /slotRaces/:id/cancel',
  createSlotRaceTemplate: 'POST /slotRaceTemplates',
  // bonuses: campaigns, promotion codes, one player's bonus (issue 15)
  listBonusCampaigns: 'GET /bonus/campaigns',
  createBonusCampaign: 'POST /bonus/campaigns',
  setBonusCampaignStatus: 'POST /bonus/campaigns/:id/status',
  createBonusCode: 'POST /bonus/codes',
  grantPlayerBonus: 'POST /bonus/grants',
  cancelPlayerBonus: 'POST /bonus/grants/:id/cancel',
  // back office (issue 29): the staff member, their second factor, players, the audit trail
  getMe: 'GET /me',
  startTotpEnrolment: 'POST /me/totp',
  confirmTotpEnrolment: 'POST /me/totp/confirm',
  searchPlayers: 'GET /players',
  getPlayer: 'GET /players/:id',
  listAudit: 'GET /audit',
} as const;
