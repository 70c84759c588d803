import { z } from 'zod';
import {
  bonusActionDataSchema,
  bonusCampaignListDataSchema,
  bonusCampaignSlugParamsSchema,
  bonusCampaignViewSchema,
  bonusIdParamsSchema,
  bonusWagersDataSchema,
  bonusWagersQuerySchema,
  claimBonusBodySchema,
  playerBonusesDataSchema,
  redeemBonusCodeBodySchema,
} from '../bonuses';
import { playerFreeRoundsDataSchema } from '../free-rounds';
import { activityStatementSchema, statementParamsSchema } from '../statement';
import {
  chatAttachmentFileSchema,
  chatAttachmentParamsSchema,
  chatMessageSchema,
  chatReadBodySchema,
  chatSendBodySchema,
  chatStateDataSchema,
} from '../live-chat';
import {
  casinoLatestDataSchema,
  categorizedGamesDataSchema,
  favoriteGameBodySchema,
  favoriteIdsDataSchema,
  gameBySlugParamsSchema,
  gameDataSchema,
  gameFilterParamsSchema,
  gameFilterQuerySchema,
  gameFilterShortParamsSchema,
  gameHistoryBodySchema,
  gameHistoryDataSchema,
  gameIdParamsSchema,
  gameListDataSchema,
  gameListQuerySchema,
  gameSearchParamsSchema,
  gameSearchQuerySchema,
  gameSearchShortParamsSchema,
  launchDataSchema,
  launchQuerySchema,
  mostPlayedParamsSchema,
  playerGameListQuerySchema,
  recentGameBodySchema,
  recentPlayedDataSchema,
} from '../games';
import {
  confirmDepositLimitBodySchema,
  confirmPlayLimitBodySchema,
  gamblingLimitsDataSchema,
  realityCheckStatusSchema,
  selfExcludeBodySchema,
  selfExcludeDataSchema,
  setDepositLimitBodySchema,
  setPlayLimitBodySchema,
  setRealityCheckBodySchema,
} from '../responsible-gambling';
import {
  balanceDataSchema,
  cancelWithdrawalsBodySchema,
  cancelWithdrawalsDataSchema,
  createDepositBodySchema,
  depositInvoiceSchema,
  pendingWithdrawalsDataSchema,
  transactionsBodySchema,
  transactionsDataSchema,
  webhookAnswerSchema,
  withdrawalAddressBodySchema,
  withdrawalLinkDataSchema,
  withdrawalMethodsDataSchema,
  withdrawalSchema,
  withdrawBodySchema,
} from '../wallet';
import { logosDataSchema, logosQuerySchema, skinConfigDataSchema, skinMenuDataSchema } from '../site';
import {
  documentsSchemaDataSchema,
  documentTypes,
  formSchemaDataSchema,
  lastLoggedInDataSchema,
  messageSelectionBodySchema,
  missingProfileDataSchema,
  playerDocumentSchema,
  playerDocumentsDataSchema,
  playerMessagesDataSchema,
  playerSchema,
  profileSchemaTypes,
  profileUpdateBodySchema,
} from '../player';
import {
  captchaDataSchema,
  changePasswordBodySchema,
  completeTokenBodySchema,
  completeTokenDataSchema,
  forgottenPasswordBodySchema,
  googleLoginBodySchema,
  loginBodySchema,
  loginDataSchema,
  registerDataSchema,
  registerLongBodySchema,
  resetPasswordBodySchema,
  resetPasswordSchemaDataSchema,
  validateFieldBodySchema,
  validateFieldDataSchema,
} from '../auth';
import { anonSessionDataSchema, checkAnonSessionDataSchema } from '../session';
import { geoDataSchema } from '../site';
import { claimCashbackDataSchema, loyaltyDataSchema, loyaltyRewardsDataSchema } from '../loyalty';
import { vipPeriodRewardsDataSchema } from '../loyalty';
import { tawkToPlayerDetailsSchema } from '../engage';
import {
  challengesDataSchema,
  leaderboardDataSchema,
  leaderboardNameBodySchema,
  leaderboardNameDataSchema,
  leaderboardParamsSchema,
  leaderboardQuerySchema,
  slotRaceDataSchema,
  slotRaceParamsSchema,
  slotRacesDataSchema,
} from '../competitions';
import {
  networkPromotionDataSchema,
  networkPromotionParamsSchema,
  networkPromotionsDataSchema,
} from '../network-promotions';
import { defineRoute, type Route } from './define';
import { playerRouteKeys as keys } from './player-keys';
import {
  bannersDataSchema,
  contactBodySchema,
  contentPageSchema,
  contentSlugParamsSchema,
  postListDataSchema,
  postListQuerySchema,
} from '../content';

const idParams = z.object({ id: z.uuid() });
const tokenParams = z.object({ token: z.string().min(20).max(200) });
const profileTypeParams = z.object({ type: z.enum(profileSchemaTypes) });

/** The player API (under /api/v1), each call described once. */
export const playerRoutes = {
  getSkinConfig: defineRoute(keys.getSkinConfig, { response: skinConfigDataSchema }),
  getSkinMenu: defineRoute(keys.getSkinMenu, { response: skinMenuDataSchema }),
  getPlayer: defineRoute(keys.getPlayer, { response: playerSchema }),
  getMissingProfile: defineRoute(keys.getMissingProfile, { response: missingProfileDataSchema }),
  getLastLogin: defineRoute(keys.getLastLogin, { response: lastLoggedInDataSchema }),
  listLogos: defineRoute(keys.listLogos, { query: logosQuerySchema, response: logosDataSchema }),

  getBalance: defineRoute(keys.getBalance, { response: balanceDataSchema }),
  createDeposit: defineRoute(keys.createDeposit, {
    body: createDepositBodySchema,
    response: depositInvoiceSchema,
    resultCodes: [
      'deposit_limit_exceeded',
      'amount_out_of_range',
      'processor_unavailable',
      'bonus_not_found',
      'bonus_not_eligible',
    ],
  }),
  getDepositInvoice: defineRoute(keys.getDepositInvoice, {
    params: idParams,
    response: depositInvoiceSchema,
    resultCodes: ['invoice_not_found'],
  }),
  simulateDeposit: defineRoute(keys.simulateDeposit, {
    params: idParams,
    response: webhookAnswerSchema,
    resultCodes: ['invoice_not_found', 'invoice_expired'],
  }),
  listTransactions: defineRoute(keys.listTransactions, {
    body: transactionsBodySchema,
    response: transactionsDataSchema,
  }),

  listWithdrawalMethods: defineRoute(keys.listWithdrawalMethods, { response: withdrawalMethodsDataSchema }),
  requestWithdrawal: defineRoute(keys.requestWithdrawal, {
    body: withdrawBodySchema,
    response: withdrawalSchema,
    resultCodes: [
      'withdrawals_require_deposit',
      'kyc_required',
      'insufficient_funds',
      'amount_out_of_range',
      'profile_incomplete',
      'bonus_forfeit_unconfirmed',
    ],
  }),
  listPendingWithdrawals: defineRoute(keys.listPendingWithdrawals, {
    response: pendingWithdrawalsDataSchema,
  }),
  cancelPendingWithdrawals: defineRoute(keys.cancelPendingWithdrawals, {
    body: cancelWithdrawalsBodySchema,
    response: cancelWithdrawalsDataSchema,
  }),

  getWithdrawalLink: defineRoute(keys.getWithdrawalLink, {
    params: tokenParams,
    response: withdrawalLinkDataSchema,
    resultCodes: ['withdrawal_link_invalid'],
  }),
  submitWithdrawalAddress: defineRoute(keys.submitWithdrawalAddress, {
    params: tokenParams,
    body: withdrawalAddressBodySchema,
    response: withdrawalLinkDataSchema,
    resultCodes: ['withdrawal_link_invalid', 'invalid_address', 'payout_failed'],
  }),

  addFavoriteGame: defineRoute(keys.addFavoriteGame, {
    body: favoriteGameBodySchema,
    response: favoriteIdsDataSchema,
    resultCodes: ['game_not_found'],
  }),
  removeFavoriteGame: defineRoute(keys.removeFavoriteGame, {
    body: favoriteGameBodySchema,
    response: favoriteIdsDataSchema,
  }),
  listFavoriteGameIds: defineRoute(keys.listFavoriteGameIds, { response: favoriteIdsDataSchema }),
  listFavoriteGames: defineRoute(keys.listFavoriteGames, {
    query: playerGameListQuerySchema,
    response: gameListDataSchema,
  }),

  getLimits: defineRoute(keys.getLimits, { response: gamblingLimitsDataSchema }),
  setDepositLimit: defineRoute(keys.setDepositLimit, {
    body: setDepositLimitBodySchema,
    response: gamblingLimitsDataSchema,
  }),
  confirmDepositLimit: defineRoute(keys.confirmDepositLimit, {
    body: confirmDepositLimitBodySchema,
    response: gamblingLimitsDataSchema,
    resultCodes: ['limit_not_yet_confirmable', 'no_pending_limit'],
  }),
  setPlayLimit: defineRoute(keys.setPlayLimit, {
    body: setPlayLimitBodySchema,
    response: gamblingLimitsDataSchema,
  }),
  confirmPlayLimit: defineRoute(keys.confirmPlayLimit, {
    body: confirmPlayLimitBodySchema,
    response: gamblingLimitsDataSchema,
    resultCodes: ['limit_not_yet_confirmable', 'no_pending_limit'],
  }),
  selfExclude: defineRoute(keys.selfExclude, {
    body: selfExcludeBodySchema,
    response: selfExcludeDataSchema,
    resultCodes: ['self_exclusion_active'],
  }),
  getRealityCheck: defineRoute(keys.getRealityCheck, { response: realityCheckStatusSchema }),
  setRealityCheck: defineRoute(keys.setRealityCheck, {
    body: setRealityCheckBodySchema,
    response: realityCheckStatusSchema,
  }),
  acknowledgeRealityCheck: defineRoute(keys.acknowledgeRealityCheck, { response: realityCheckStatusSchema }),
  getActivityStatement: defineRoute(keys.getActivityStatement, {
    params: statementParamsSchema,
    response: activityStatementSchema,
    resultCodes: ['statement_year_unavailable'],
  }),

  // auth, accounts, passwords, captcha, session and geo (sign-up, log-in and the visitor's session)
  getAnonSession: defineRoute(keys.getAnonSession, {
    response: anonSessionDataSchema,
    resultCodes: ['restriction_error'],
  }),
  checkAnonSession: defineRoute(keys.checkAnonSession, { response: checkAnonSessionDataSchema }),
  getGeo: defineRoute(keys.getGeo, { response: geoDataSchema }),
  getCaptcha: defineRoute(keys.getCaptcha, { response: captchaDataSchema }),
  login: defineRoute(keys.login, {
    body: loginBodySchema,
    response: loginDataSchema,
    resultCodes: [
      'invalid_username_or_password',
      'invalid_username_characters_letters_and_numbers_allowed',
      'invalid_captcha',
      'email_not_confirmed',
      'account_self_excluded',
      'rate_limited',
    ],
  }),
  googleLogin: defineRoute(keys.googleLogin, {
    body: googleLoginBodySchema,
    response: loginDataSchema,
    resultCodes: [
      'google_token_invalid',
      'missing_username',
      'username_not_unique',
      'email_not_confirmed',
      'account_self_excluded',
      'forbidden',
    ],
  }),
  logout: defineRoute(keys.logout, { response: z.null() }),
  register: defineRoute(keys.register, {
    params: z.object({ type: z.literal('long') }),
    body: registerLongBodySchema,
    response: registerDataSchema,
    resultCodes: [
      'username_already_exists',
      'email_already_exists',
      'country_blocked',
      'privacy_policy_required',
      'rate_limited',
    ],
  }),
  validateField: defineRoute(keys.validateField, {
    body: validateFieldBodySchema,
    response: validateFieldDataSchema,
    resultCodes: ['rate_limited'],
  }),
  getCompleteTokenSchema: defineRoute(keys.getCompleteTokenSchema, { response: formSchemaDataSchema }),
  completeToken: defineRoute(keys.completeToken, {
    body: completeTokenBodySchema,
    response: completeTokenDataSchema,
    resultCodes: ['token_expired'],
  }),
  requestPasswordReset: defineRoute(keys.requestPasswordReset, {
    body: forgottenPasswordBodySchema,
    response: z.null(),
  }),
  getResetPasswordSchema: defineRoute(keys.getResetPasswordSchema, {
    response: resetPasswordSchemaDataSchema,
  }),
  resetPassword: defineRoute(keys.resetPassword, {
    body: resetPasswordBodySchema,
    response: z.null(),
    resultCodes: ['password_reset_link_invalid', 'invalid_captcha'],
  }),
  changePassword: defineRoute(keys.changePassword, {
    body: changePasswordBodySchema,
    response: z.null(),
    resultCodes: ['invalid_old_password'],
  }),

  // games catalogue (open to visitors), launch, game history, recently played and messages
  listFilteredGames: defineRoute(keys.listFilteredGames, {
    params: gameFilterParamsSchema,
    query: gameFilterQuerySchema,
    response: gameListDataSchema,
  }),
  /** Also answers 304 without a body to a matching If-None-Match (stated where it is registered). */
  listGames: defineRoute(keys.listGames, { query: gameListQuerySchema, response: gameListDataSchema }),
  listCategorizedGames: defineRoute(keys.listCategorizedGames, { response: categorizedGamesDataSchema }),
  listMostPlayed: defineRoute(keys.listMostPlayed, {
    params: mostPlayedParamsSchema,
    response: gameListDataSchema,
  }),
  searchGames: defineRoute(keys.searchGames, {
    params: gameSearchParamsSchema,
    query: gameSearchQuerySchema,
    response: gameListDataSchema,
  }),
  searchGamesShort: defineRoute(keys.searchGamesShort, {
    params: gameSearchShortParamsSchema,
    response: gameListDataSchema,
  }),
  getGame: defineRoute(keys.getGame, {
    params: gameIdParamsSchema,
    response: gameDataSchema,
    resultCodes: ['game_not_found'],
  }),
  getGameBySlug: defineRoute(keys.getGameBySlug, {
    params: gameBySlugParamsSchema,
    response: gameDataSchema,
    resultCodes: ['game_not_found'],
  }),
  /** The sportsbook's catalogue entry, which no list shows: what /sportsbook launches. */
  getSportsbookGame: defineRoute(keys.getSportsbookGame, {
    response: gameDataSchema,
    resultCodes: ['game_not_found'],
  }),
  listFilteredGamesShort: defineRoute(keys.listFilteredGamesShort, {
    params: gameFilterShortParamsSchema,
    query: gameFilterQuerySchema,
    response: gameListDataSchema,
  }),
  launchGame: defineRoute(keys.launchGame, {
    params: z.object({ id: z.string().max(64) }),
    query: launchQuerySchema,
    response: launchDataSchema,
    resultCodes: [
      'game_not_found',
      'provider_unavailable',
      'fun_mode_unavailable',
      'player_session_required',
    ],
  }),
  listGameHistory: defineRoute(keys.listGameHistory, {
    body: gameHistoryBodySchema,
    response: gameHistoryDataSchema,
  }),
  getCasinoLatestData: defineRoute(keys.getCasinoLatestData, { response: casinoLatestDataSchema }),
  addRecentPlayedGame: defineRoute(keys.addRecentPlayedGame, {
    body: recentGameBodySchema,
    response: recentPlayedDataSchema,
  }),
  listRecentGames: defineRoute(keys.listRecentGames, {
    query: playerGameListQuerySchema,
    response: gameListDataSchema,
  }),
  listMessages: defineRoute(keys.listMessages, { response: playerMessagesDataSchema }),
  /** The body is optional here only: the web app of before marked everything read without one. */
  markMessagesRead: defineRoute(keys.markMessagesRead, {
    body: messageSelectionBodySchema.nullish(),
    response: z.null(),
    resultCodes: ['not_found'],
  }),
  clearMessages: defineRoute(keys.clearMessages, {
    body: messageSelectionBodySchema,
    response: z.null(),
    resultCodes: ['not_found'],
  }),
  markMessagesAnnounced: defineRoute(keys.markMessagesAnnounced, {
    body: messageSelectionBodySchema,
    response: z.null(),
    resultCodes: ['not_found'],
  }),
  // profile forms and identity documents
  getProfileSchema: defineRoute(keys.getProfileSchema, {
    params: profileTypeParams,
    response: formSchemaDataSchema,
  }),
  updateProfile: defineRoute(keys.updateProfile, {
    params: profileTypeParams,
    body: profileUpdateBodySchema,
    response: z.null(),
    resultCodes: ['validation_error'],
  }),
  listPlayerDocuments: defineRoute(keys.listPlayerDocuments, { response: playerDocumentsDataSchema }),
  getDocumentsSchema: defineRoute(keys.getDocumentsSchema, { response: documentsSchemaDataSchema }),
  uploadPlayerDocument: defineRoute(keys.uploadPlayerDocument, {
    params: z.object({ documentType: z.enum(documentTypes) }),
    // multipart/form-data with one file in the field "file": the server reads the stream itself.
    multipart: true,
    body: z.custom<FormData>(),
    response: playerDocumentSchema,
    resultCodes: [
      'unsupported_media_type',
      'payload_too_large',
      'document_upload_rate_limited',
      'document_quota_exceeded',
      'validation_error',
    ],
  }),
  // loyalty: CP, levels, level-up rewards and daily cashback
  getLoyalty: defineRoute(keys.getLoyalty, { response: loyaltyDataSchema }),
  claimCashback: defineRoute(keys.claimCashback, {
    response: claimCashbackDataSchema,
    resultCodes: ['cashback_nothing_to_claim', 'cashback_already_claimed', 'rate_limited'],
  }),
  listLoyaltyRewards: defineRoute(keys.listLoyaltyRewards, { response: loyaltyRewardsDataSchema }),
  listFreeRounds: defineRoute(keys.listFreeRounds, { response: playerFreeRoundsDataSchema }),
  listPlayerBonuses: defineRoute(keys.listPlayerBonuses, { response: playerBonusesDataSchema }),
  listBonusWagers: defineRoute(keys.listBonusWagers, {
    params: bonusIdParamsSchema,
    query: bonusWagersQuerySchema,
    response: bonusWagersDataSchema,
    resultCodes: ['bonus_not_found'],
  }),
  activateBonus: defineRoute(keys.activateBonus, {
    params: bonusIdParamsSchema,
    response: bonusActionDataSchema,
    resultCodes: ['bonus_not_found', 'bonus_not_available', 'bonus_already_active', 'bonus_not_eligible'],
  }),
  claimBonus: defineRoute(keys.claimBonus, {
    body: claimBonusBodySchema,
    response: bonusActionDataSchema,
    resultCodes: ['bonus_not_found', 'bonus_not_available', 'bonus_not_eligible', 'rate_limited'],
  }),
  redeemBonusCode: defineRoute(keys.redeemBonusCode, {
    body: redeemBonusCodeBodySchema,
    response: bonusActionDataSchema,
    resultCodes: [
      'bonus_code_unknown',
      'bonus_code_expired',
      'bonus_code_used_up',
      'bonus_not_eligible',
      'rate_limited',
    ],
  }),
  listBonusCampaigns: defineRoute(keys.listBonusCampaigns, { response: bonusCampaignListDataSchema }),
  getBonusCampaign: defineRoute(keys.getBonusCampaign, {
    params: bonusCampaignSlugParamsSchema,
    response: bonusCampaignViewSchema,
    resultCodes: ['bonus_not_found'],
  }),
  // content (news, info pages, home banners) and the contact form
  listPosts: defineRoute(keys.listPosts, { query: postListQuerySchema, response: postListDataSchema }),
  getPost: defineRoute(keys.getPost, {
    params: contentSlugParamsSchema,
    response: contentPageSchema,
    resultCodes: ['content_not_found'],
  }),
  getInfoPage: defineRoute(keys.getInfoPage, {
    params: contentSlugParamsSchema,
    response: contentPageSchema,
    resultCodes: ['content_not_found'],
  }),
  listBanners: defineRoute(keys.listBanners, { response: bannersDataSchema }),
  sendContact: defineRoute(keys.sendContact, {
    body: contactBodySchema,
    response: z.null(),
    resultCodes: ['validation_error', 'invalid_captcha', 'rate_limited'],
  }),
  getTawkToPlayerDetails: defineRoute(keys.getTawkToPlayerDetails, {
    response: tawkToPlayerDetailsSchema,
  }),
  getChat: defineRoute(keys.getChat, { response: chatStateDataSchema }),
  sendChatMessage: defineRoute(keys.sendChatMessage, {
    body: chatSendBodySchema,
    response: chatMessageSchema,
    resultCodes: ['validation_error', 'rate_limited', 'chat_offline'],
  }),
  markChatRead: defineRoute(keys.markChatRead, { body: chatReadBodySchema, response: z.null() }),
  emailChatTranscript: defineRoute(keys.emailChatTranscript, {
    response: z.null(),
    resultCodes: ['not_found', 'rate_limited'],
  }),
  sendChatAttachment: defineRoute(keys.sendChatAttachment, {
    // multipart/form-data with one file in the field "file", limited like an identity document.
    multipart: true,
    body: z.custom<FormData>(),
    response: chatMessageSchema,
    resultCodes: [
      'unsupported_media_type',
      'payload_too_large',
      'rate_limited',
      'chat_offline',
      'chat_attachment_limit_reached',
    ],
  }),
  getChatAttachment: defineRoute(keys.getChatAttachment, {
    params: chatAttachmentParamsSchema,
    response: chatAttachmentFileSchema,
    resultCodes: ['not_found'],
  }),
  // competitions: challenges, leaderboards and slot races (issue 16)
  listChallenges: defineRoute(keys.listChallenges, { response: challengesDataSchema }),
  getPlayerLeaderboard: defineRoute(keys.getPlayerLeaderboard, {
    params: leaderboardParamsSchema,
    query: leaderboardQuerySchema,
    response: leaderboardDataSchema,
    resultCodes: ['rate_limited'],
  }),
  setLeaderboardName: defineRoute(keys.setLeaderboardName, {
    body: leaderboardNameBodySchema,
    response: leaderboardNameDataSchema,
  }),
  listSlotRaces: defineRoute(keys.listSlotRaces, { response: slotRacesDataSchema }),
  getSlotRace: defineRoute(keys.getSlotRace, {
    params: slotRaceParamsSchema,
    response: slotRaceDataSchema,
    resultCodes: ['not_found'],
  }),
  // loyalty: the VIP weekly and monthly rewards paid (issue 14)
  listVipPeriodRewards: defineRoute(keys.listVipPeriodRewards, { response: vipPeriodRewardsDataSchema }),
  // network promotions: the game provider's drops and races (issue 16, item 4)
  listNetworkPromotions: defineRoute(keys.listNetworkPromotions, { response: networkPromotionsDataSchema }),
  getNetworkPromotion: defineRoute(keys.getNetworkPromotion, {
    params: networkPromotionParamsSchema,
    response: networkPromotionDataSchema,
    resultCodes: ['not_found'],
  }),
} satisfies { [N in keyof typeof keys]: Route<(typeof keys)[N]> };
