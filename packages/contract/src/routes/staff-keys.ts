/** The staff API's route keys ("METHOD /path", relative to /staff/v1), free of zod. */
export const staffRouteKeys = {
  login: 'POST /login',
  upsertStaffUser: 'POST /staff',
  listWithdrawals: 'GET /withdrawals',
  approveWithdrawal: 'POST /withdrawals/:id/approve',
  rejectWithdrawal: 'POST /withdrawals/:id/reject',
  listDocuments: 'GET /documents',
  reviewDocument: 'POST /documents/:id/review',
  // affiliates (engage)
  getAffiliateReport: 'GET /affiliates/report',
  listAffiliateProgrammes: 'GET /affiliates/programmes',
  upsertAffiliateProgramme: 'POST /affiliates/programmes',
  setSkinLiveChat: 'POST /skin/live-chat',
} as const;
