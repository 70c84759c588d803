/**
 * The player API's route keys ("METHOD /path", relative to /api/v1), free of zod: the web imports
 * them as values, the descriptors in player.ts take their method and path from here.
 */
export const playerRouteKeys = {
  // site (no session needed: the skin's public face)
  getSkinConfig: 'GET /skinConfig/all',
  getSkinMenu: 'GET /skinMenu',
  listLogos: 'GET /logos',
  // profile
  getPlayer: 'GET /player',
  getMissingProfile: 'GET /player/missingProfile',
  getLastLogin: 'GET /player/lastLoggedInData',
  // cashier
  getBalance: 'GET /player/balance',
  createDeposit: 'POST /player/deposit',
  getDepositInvoice: 'GET /player/deposit/:id',
  simulateDeposit: 'POST /player/deposit/:id/simulate',
  listTransactions: 'POST /player/transactions',
  // withdrawals
  listWithdrawalMethods: 'GET /player/withdrawalMethods',
  requestWithdrawal: 'POST /player/withdraw',
  listPendingWithdrawals: 'GET /player/transactions/pendingWithdrawals',
  cancelPendingWithdrawals: 'POST /player/transactions/pendingWithdrawals/cancel',
  // the e-mailed withdrawal link (no login: the token is the proof)
  getWithdrawalLink: 'GET /withdrawalLink/:token',
  submitWithdrawalAddress: 'POST /withdrawalLink/:token',
  // favourite games
  addFavoriteGame: 'POST /player/addFavoriteGame',
  removeFavoriteGame: 'DELETE /player/removeFavoriteGame',
  listFavoriteGameIds: 'GET /player/favoriteGameIds',
  listFavoriteGames: 'GET /player/favoriteGames',
  // responsible gambling
  getLimits: 'GET /player/limits',
  setDepositLimit: 'POST /player/limits',
  confirmDepositLimit: 'POST /player/limits/confirm',
  setPlayLimit: 'POST /player/playLimits',
  confirmPlayLimit: 'POST /player/playLimits/confirm',
  selfExclude: 'POST /player/selfExclusion',
  getRealityCheck: 'GET /player/realityCheck',
  setRealityCheck: 'POST /player/realityCheck',
  acknowledgeRealityCheck: 'POST /player/realityCheck/acknowledge',
  getActivityStatement: 'GET /player/statement/:year',
  // auth, accounts, passwords, captcha, session and geo (sign-up, log-in and the visitor's session)
  getAnonSession: 'GET /anon',
  checkAnonSession: 'GET /checkAnonSession',
  getGeo: 'GET /geo',
  getCaptcha: 'GET /captcha',
  login: 'POST /player/login',
  googleLogin: 'POST /instantRegLogin/google',
  logout: 'GET /player/logout',
  register: 'POST /register/:type',
  validateField: 'POST /validateField',
  getCompleteTokenSchema: 'GET /register/complete/token/schema',
  completeToken: 'POST /register/complete/token',
  requestPasswordReset: 'POST /player/forgottenpass',
  getResetPasswordSchema: 'GET /player/resetPassword/schema',
  resetPassword: 'POST /player/resetPassword',
  changePassword: 'POST /player/changepass',
  // games catalogue (open to visitors), launch, game history, recently played and messages
  listFilteredGames: 'GET /games/filter/:category/:provider/:sort/:limit/:offset',
  listGames: 'GET /games',
  listCategorizedGames: 'GET /games/mobile/categorized',
  listMostPlayed: 'GET /games/mostPlayed/:section/:limit',
  searchGames: 'GET /games/search/:title',
  searchGamesShort: 'GET /games/search/:title/:limit',
  getGame: 'GET /games/:id',
  getGameBySlug: 'GET /games/:system/:title',
  getSportsbookGame: 'GET /sportsbook/game',
  listFilteredGamesShort: 'GET /games/:category/:provider/:sort',
  launchGame: 'GET /player/game/:id',
  listGameHistory: 'POST /player/gameHistory',
  getCasinoLatestData: 'GET /casinoLatestData',
  addRecentPlayedGame: 'POST /player/addRecentPlayedGame',
  listRecentGames: 'GET /player/recentGames',
  listMessages: 'GET /player/messages',
  markMessagesRead: 'POST /player/messages/read',
  clearMessages: 'POST /player/messages/clear',
  markMessagesAnnounced: 'POST /player/messages/announced',
  // profile forms and identity documents (the upload's body is multipart/form-data)
  getProfileSchema: 'GET /player/schema/:type',
  updateProfile: 'POST /player/update/:type',
  listPlayerDocuments: 'GET /player/playerDocuments',
  getDocumentsSchema: 'GET /player/playerDocuments/schema',
  uploadPlayerDocument: 'POST /player/uploadPlayerDocument/:documentType',
  // loyalty: CP, levels, level-up rewards and daily cashback
  getLoyalty: 'GET /player/loyalty',
  claimCashback: 'POST /player/cashback/claim',
  listLoyaltyRewards: 'GET /player/loyalty/rewards',
  // free rounds the casino granted the player (free spins), still playable
  listFreeRounds: 'GET /player/freeRounds',
  // bonuses: the player's bonuses, the rounds that counted, Activate Bonus, Add Bonus (issue 15)
  listPlayerBonuses: 'GET /player/bonuses',
  listBonusWagers: 'GET /player/bonuses/:id/wagers',
  activateBonus: 'POST /player/bonuses/:id/activate',
  claimBonus: 'POST /player/bonuses/claim',
  redeemBonusCode: 'POST /player/bonuses/code',
  // the promotion pages' campaigns, open to visitors
  listBonusCampaigns: 'GET /bonusCampaigns',
  getBonusCampaign: 'GET /bonusCampaigns/:slug',
  // content (news, info pages, home banners) and the contact form, open to visitors
  listPosts: 'GET /content/posts',
  getPost: 'GET /content/posts/:slug',
  getInfoPage: 'GET /content/pages/:slug',
  listBanners: 'GET /content/banners',
  sendContact: 'POST /contact',
  // live chat (engage)
  getTawkToPlayerDetails: 'GET /getTawkToPlayerDetails',
  // the built-in live chat (issue 30)
  getChat: 'GET /player/chat',
  sendChatMessage: 'POST /player/chat/messages',
  markChatRead: 'POST /player/chat/read',
  emailChatTranscript: 'POST /player/chat/transcript',
  sendChatAttachment: 'POST /player/chat/attachments',
  getChatAttachment: 'GET /player/chat/attachments/:messageId',
  // competitions: challenges, leaderboards and slot races (issue 16)
  listChallenges: 'GET /challenges',
  getPlayerLeaderboard: 'GET /getPlayerLeaderboard/:id',
  setLeaderboardName: 'POST /player/leaderboard/showName',
  listSlotRaces: 'GET /slotRaces',
  getSlotRace: 'GET /slotRaces/:url',
  // loyalty: the VIP weekly and monthly rewards paid (issue 14)
  listVipPeriodRewards: 'GET /player/loyalty/vipRewards',
  // network promotions: the game provider's drops and races (issue 16, item 4)
  listNetworkPromotions: 'GET /networkPromotions',
  getNetworkPromotion: 'GET /networkPromotions/:url',
} as const;
