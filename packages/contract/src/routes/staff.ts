import { z } from 'zod';
import {
  staffDocumentsDataSchema,
  staffDocumentsQuerySchema,
  staffIdParamsSchema,
  staffCaptchaDataSchema,
  staffLoginBodySchema,
  staffLoginDataSchema,
  staffLogoutDataSchema,
  staffRejectBodySchema,
  staffReviewBodySchema,
  staffReviewDataSchema,
  staffUserBodySchema,
  staffUserDataSchema,
  staffWithdrawalDecisionDataSchema,
  staffWithdrawalsDataSchema,
  staffWithdrawalsQuerySchema,
} from '../staff';
import { staffVipHostTasksDataSchema, staffVipHostTasksQuerySchema } from '../loyalty';
import {
  staffBonusCampaignBodySchema,
  staffBonusCampaignSchema,
  staffBonusCampaignsDataSchema,
  staffBonusCampaignStatusBodySchema,
  staffBonusCodeBodySchema,
  staffBonusCodeSchema,
  staffBonusCodesDataSchema,
  staffBonusCodesQuerySchema,
  staffBonusGrantSchema,
  staffBonusIdParamsSchema,
  staffCancelBonusBodySchema,
  staffGrantBonusBodySchema,
} from '../bonuses';
import { staffFreeRoundsBodySchema, staffFreeRoundsDataSchema } from '../free-rounds';
import {
  chatAttachmentFileSchema,
  chatAttachmentParamsSchema,
  chatMessageSchema,
  staffCannedAnswerBodySchema,
  staffCannedAnswerSchema,
  staffCannedAnswersDataSchema,
  staffChatCloseBodySchema,
  staffChatConversationDataSchema,
  staffChatIdParamsSchema,
  staffChatQueueDataSchema,
  staffChatReplyBodySchema,
} from '../live-chat';
import {
  staffContactMessagesDataSchema,
  staffContactMessagesQuerySchema,
  staffContentCreateBodySchema,
  staffContentEntrySchema,
  staffContentListDataSchema,
  staffContentListQuerySchema,
  staffContentPublishBodySchema,
  staffContentUpdateBodySchema,
} from '../content';
import {
  affiliateProgrammeBodySchema,
  affiliateProgrammeSchema,
  affiliateProgrammesDataSchema,
  affiliateReportDataSchema,
  affiliateReportQuerySchema,
  skinLiveChatSchema,
} from '../engage';
import {
  staffChallengeBodySchema,
  staffChallengeSchema,
  staffChallengesDataSchema,
  staffCompetitionIdParamsSchema,
  staffRaceBodySchema,
  staffRaceDataSchema,
  staffRacesDataSchema,
  staffRaceTemplateBodySchema,
  staffRaceTemplateDataSchema,
} from '../competitions';
import {
  staffAuditDataSchema,
  staffAuditQuerySchema,
  staffMeDataSchema,
  staffPlayerDataSchema,
  staffPlayersDataSchema,
  staffPlayersQuerySchema,
  staffTotpConfirmBodySchema,
  staffTotpConfirmDataSchema,
  staffTotpEnrolmentDataSchema,
  staffTotpPolicyBodySchema,
  staffTotpPolicyDataSchema,
  staffAdjustmentBodySchema,
  staffAdjustmentsDataSchema,
  staffAdjustmentsQuerySchema,
  balanceAdjustmentSchema,
  staffPlayerActionDataSchema,
  staffPlayerMessageBodySchema,
  staffPlayerNoteBodySchema,
  staffPlayerNoteSchema,
  staffPlayerReasonBodySchema,
  staffPlayerStatusDataSchema,
  staffPlayerTagsBodySchema,
  staffReportDataSchema,
  staffReportQuerySchema,
  staffDocumentFileDataSchema,
} from '../backoffice';
import {
  staffAffiliateResultsDataSchema,
  staffAffiliateResultsQuerySchema,
  staffCurrencyReportDataSchema,
  staffCurrencyReportQuerySchema,
  staffGamingReportDataSchema,
  staffGamingReportQuerySchema,
} from '../backoffice-reports';
import {
  staffCatalogueGameBodySchema,
  staffCatalogueGameSchema,
  staffCatalogueGamesDataSchema,
  staffCatalogueGamesQuerySchema,
} from '../backoffice-games';
import { sportsbookSettingsBodySchema, sportsbookSettingsSchema } from '../sportsbook-settings';
import {
  heldPayoutsDataSchema,
  markPayoutFailedBodySchema,
  markPayoutPaidBodySchema,
  payoutActionDataSchema,
  reconciliationSchema,
  staffPlayerLimitBodySchema,
  staffPlayerSportsbookDataSchema,
} from '../backoffice-payments';
import { gamblingLimitsDataSchema } from '../responsible-gambling';
import { defineRoute, type Route } from './define';
import { staffRouteKeys as keys } from './staff-keys';

const staffOnly = ['staff_unauthorized', 'forbidden', 'totp_enrolment_required'] as const;

const onPlayer = [...staffOnly, 'player_not_found'] as const;

/** The back office's actions on one player, its balance adjustments and its reports (issue 29). */
function playerActionRoutes() {
  const status = {
    params: staffIdParamsSchema,
    body: staffPlayerReasonBodySchema,
    response: staffPlayerStatusDataSchema,
    resultCodes: onPlayer,
  } as const;
  return {
    blockPlayer: defineRoute(keys.blockPlayer, status),
    unblockPlayer: defineRoute(keys.unblockPlayer, status),
    closePlayer: defineRoute(keys.closePlayer, status),
    forcePasswordReset: defineRoute(keys.forcePasswordReset, {
      params: staffIdParamsSchema,
      body: staffPlayerReasonBodySchema,
      response: staffPlayerActionDataSchema,
      resultCodes: onPlayer,
    }),
    sendPlayerMessage: defineRoute(keys.sendPlayerMessage, {
      params: staffIdParamsSchema,
      body: staffPlayerMessageBodySchema,
      response: staffPlayerActionDataSchema,
      resultCodes: onPlayer,
    }),
    addPlayerNote: defineRoute(keys.addPlayerNote, {
      params: staffIdParamsSchema,
      body: staffPlayerNoteBodySchema,
      response: staffPlayerNoteSchema,
      resultCodes: onPlayer,
    }),
    setPlayerTags: defineRoute(keys.setPlayerTags, {
      params: staffIdParamsSchema,
      body: staffPlayerTagsBodySchema,
      response: staffPlayerTagsBodySchema,
      resultCodes: onPlayer,
    }),
    adjustBalance: defineRoute(keys.adjustBalance, {
      params: staffIdParamsSchema,
      body: staffAdjustmentBodySchema,
      response: balanceAdjustmentSchema,
      resultCodes: [...onPlayer, 'idempotency_conflict', 'insufficient_funds'],
    }),
    listAdjustments: defineRoute(keys.listAdjustments, {
      query: staffAdjustmentsQuerySchema,
      response: staffAdjustmentsDataSchema,
      resultCodes: staffOnly,
    }),
    approveAdjustment: defineRoute(keys.approveAdjustment, {
      params: staffIdParamsSchema,
      response: balanceAdjustmentSchema,
      resultCodes: [...staffOnly, 'not_found', 'second_approver_required', 'insufficient_funds'],
    }),
    getReport: defineRoute(keys.getReport, {
      query: staffReportQuerySchema,
      response: staffReportDataSchema,
      resultCodes: staffOnly,
    }),
    getDocumentFile: defineRoute(keys.getDocumentFile, {
      params: staffIdParamsSchema,
      response: staffDocumentFileDataSchema,
      resultCodes: [...staffOnly, 'not_found'],
    }),
    ...paymentAndProtectionRoutes(),
  };
}

/** A limit staff set or tighten, a player's sportsbook tickets, the books' reconciliation (issue 29). */
function paymentAndProtectionRoutes() {
  return {
    setPlayerLimit: defineRoute(keys.setPlayerLimit, {
      params: staffIdParamsSchema,
      body: staffPlayerLimitBodySchema,
      response: gamblingLimitsDataSchema,
      resultCodes: [...onPlayer, 'validation_error', 'staff_cannot_loosen_limit'],
    }),
    getPlayerSportsbook: defineRoute(keys.getPlayerSportsbook, {
      params: staffIdParamsSchema,
      response: staffPlayerSportsbookDataSchema,
      resultCodes: onPlayer,
    }),
    getReconciliation: defineRoute(keys.getReconciliation, {
      response: reconciliationSchema,
      resultCodes: staffOnly,
    }),
    // The sportsbook's own settings, read and changed through its signed provider routes.
    getSportsbookSettings: defineRoute(keys.getSportsbookSettings, {
      response: sportsbookSettingsSchema,
      resultCodes: [...staffOnly, 'provider_unavailable'],
    }),
    updateSportsbookSettings: defineRoute(keys.updateSportsbookSettings, {
      body: sportsbookSettingsBodySchema,
      response: sportsbookSettingsSchema,
      resultCodes: [...staffOnly, 'validation_error', 'bet_currency_unsupported', 'provider_unavailable'],
    }),
    ...heldPayoutRoutes(),
  };
}

/** Payouts held for reconciliation and the three ways staff resolve one (issue 29, item 4). */
function heldPayoutRoutes() {
  const onHeld = [...staffOnly, 'withdrawal_not_found', 'withdrawal_state_conflict'] as const;
  return {
    listHeldPayouts: defineRoute(keys.listHeldPayouts, {
      response: heldPayoutsDataSchema,
      resultCodes: staffOnly,
    }),
    retryPayout: defineRoute(keys.retryPayout, {
      params: staffIdParamsSchema,
      response: payoutActionDataSchema,
      resultCodes: [...onHeld, 'processor_unavailable'],
    }),
    markPayoutPaid: defineRoute(keys.markPayoutPaid, {
      params: staffIdParamsSchema,
      body: markPayoutPaidBodySchema,
      response: payoutActionDataSchema,
      resultCodes: [...onHeld, 'validation_error'],
    }),
    markPayoutFailed: defineRoute(keys.markPayoutFailed, {
      params: staffIdParamsSchema,
      body: markPayoutFailedBodySchema,
      response: payoutActionDataSchema,
      resultCodes: [...onHeld, 'validation_error'],
    }),
  };
}

/** The back office's report breakdowns and its games catalogue screen (issue 29). */
function reportAndCatalogueRoutes() {
  return {
    getGamingReport: defineRoute(keys.getGamingReport, {
      query: staffGamingReportQuerySchema,
      response: staffGamingReportDataSchema,
      resultCodes: staffOnly,
    }),
    getCurrencyReport: defineRoute(keys.getCurrencyReport, {
      query: staffCurrencyReportQuerySchema,
      response: staffCurrencyReportDataSchema,
      resultCodes: staffOnly,
    }),
    getAffiliateResults: defineRoute(keys.getAffiliateResults, {
      query: staffAffiliateResultsQuerySchema,
      response: staffAffiliateResultsDataSchema,
      resultCodes: [...staffOnly, 'not_found'],
    }),
    listCatalogueGames: defineRoute(keys.listCatalogueGames, {
      query: staffCatalogueGamesQuerySchema,
      response: staffCatalogueGamesDataSchema,
      resultCodes: staffOnly,
    }),
    updateCatalogueGame: defineRoute(keys.updateCatalogueGame, {
      params: staffIdParamsSchema,
      body: staffCatalogueGameBodySchema,
      response: staffCatalogueGameSchema,
      resultCodes: [...staffOnly, 'not_found'],
    }),
  };
}

/**
 * The staff API (under /staff/v1), each call described once; every call but login and captcha needs a
 * bearer token. A refused login answers `{ captchaRequired, retryAfterSeconds? }` in its data.
 */
export const staffRoutes = {
  login: defineRoute(keys.login, {
    body: staffLoginBodySchema,
    response: staffLoginDataSchema,
    resultCodes: ['staff_unauthorized', 'invalid_captcha', 'rate_limited', 'totp_required', 'totp_invalid'],
  }),
  captcha: defineRoute(keys.captcha, {
    response: staffCaptchaDataSchema,
    resultCodes: ['rate_limited'],
  }),
  logout: defineRoute(keys.logout, {
    response: staffLogoutDataSchema,
    resultCodes: staffOnly,
  }),
  upsertStaffUser: defineRoute(keys.upsertStaffUser, {
    body: staffUserBodySchema,
    response: staffUserDataSchema,
    resultCodes: staffOnly,
  }),
  listWithdrawals: defineRoute(keys.listWithdrawals, {
    query: staffWithdrawalsQuerySchema,
    response: staffWithdrawalsDataSchema,
    resultCodes: staffOnly,
  }),
  approveWithdrawal: defineRoute(keys.approveWithdrawal, {
    params: staffIdParamsSchema,
    response: staffWithdrawalDecisionDataSchema,
    resultCodes: [
      ...staffOnly,
      'withdrawal_not_found',
      'withdrawal_state_conflict',
      'second_approver_required',
    ],
  }),
  rejectWithdrawal: defineRoute(keys.rejectWithdrawal, {
    params: staffIdParamsSchema,
    body: staffRejectBodySchema,
    response: staffWithdrawalDecisionDataSchema,
    resultCodes: [...staffOnly, 'withdrawal_not_found', 'withdrawal_state_conflict'],
  }),
  listDocuments: defineRoute(keys.listDocuments, {
    query: staffDocumentsQuerySchema,
    response: staffDocumentsDataSchema,
    resultCodes: staffOnly,
  }),
  reviewDocument: defineRoute(keys.reviewDocument, {
    params: staffIdParamsSchema,
    body: staffReviewBodySchema,
    response: staffReviewDataSchema,
    resultCodes: [...staffOnly, 'not_found'],
  }),
  // loyalty: the VIP host tasks made when a player reaches level 21
  listVipHostTasks: defineRoute(keys.listVipHostTasks, {
    query: staffVipHostTasksQuerySchema,
    response: staffVipHostTasksDataSchema,
    resultCodes: staffOnly,
  }),
  grantFreeRounds: defineRoute(keys.grantFreeRounds, {
    body: staffFreeRoundsBodySchema,
    response: staffFreeRoundsDataSchema,
    resultCodes: [
      ...staffOnly,
      'validation_error',
      'player_not_found',
      'game_not_found',
      'currency_mismatch',
      'idempotency_conflict',
    ],
  }),
  // content (news, info pages, home banners) and contact messages
  listContent: defineRoute(keys.listContent, {
    query: staffContentListQuerySchema,
    response: staffContentListDataSchema,
    resultCodes: [...staffOnly, 'not_found'],
  }),
  getContent: defineRoute(keys.getContent, {
    params: staffIdParamsSchema,
    response: staffContentEntrySchema,
    resultCodes: [...staffOnly, 'content_not_found'],
  }),
  createContent: defineRoute(keys.createContent, {
    body: staffContentCreateBodySchema,
    response: staffContentEntrySchema,
    resultCodes: [...staffOnly, 'content_slug_taken', 'validation_error', 'not_found'],
  }),
  updateContent: defineRoute(keys.updateContent, {
    params: staffIdParamsSchema,
    body: staffContentUpdateBodySchema,
    response: staffContentEntrySchema,
    resultCodes: [...staffOnly, 'content_not_found', 'content_slug_taken', 'validation_error'],
  }),
  publishContent: defineRoute(keys.publishContent, {
    params: staffIdParamsSchema,
    body: staffContentPublishBodySchema,
    response: staffContentEntrySchema,
    resultCodes: [...staffOnly, 'content_not_found', 'validation_error'],
  }),
  listContactMessages: defineRoute(keys.listContactMessages, {
    query: staffContactMessagesQuerySchema,
    response: staffContactMessagesDataSchema,
    resultCodes: [...staffOnly, 'not_found'],
  }),
  getAffiliateReport: defineRoute(keys.getAffiliateReport, {
    query: affiliateReportQuerySchema,
    response: affiliateReportDataSchema,
    resultCodes: staffOnly,
  }),
  listAffiliateProgrammes: defineRoute(keys.listAffiliateProgrammes, {
    response: affiliateProgrammesDataSchema,
    resultCodes: staffOnly,
  }),
  upsertAffiliateProgramme: defineRoute(keys.upsertAffiliateProgramme, {
    body: affiliateProgrammeBodySchema,
    response: affiliateProgrammeSchema,
    resultCodes: staffOnly,
  }),
  setSkinLiveChat: defineRoute(keys.setSkinLiveChat, {
    body: skinLiveChatSchema,
    response: skinLiveChatSchema,
    resultCodes: staffOnly,
  }),
  // competitions: challenges and slot races (issue 16)
  listChallenges: defineRoute(keys.listChallenges, {
    response: staffChallengesDataSchema,
    resultCodes: staffOnly,
  }),
  createChallenge: defineRoute(keys.createChallenge, {
    body: staffChallengeBodySchema,
    response: staffChallengeSchema,
    resultCodes: [...staffOnly, 'validation_error', 'game_not_found'],
  }),
  cancelChallenge: defineRoute(keys.cancelChallenge, {
    params: staffCompetitionIdParamsSchema,
    response: staffChallengeSchema,
    resultCodes: [...staffOnly, 'not_found'],
  }),
  listSlotRaces: defineRoute(keys.listSlotRaces, {
    response: staffRacesDataSchema,
    resultCodes: staffOnly,
  }),
  createSlotRace: defineRoute(keys.createSlotRace, {
    body: staffRaceBodySchema,
    response: staffRaceDataSchema,
    resultCodes: [...staffOnly, 'validation_error'],
  }),
  cancelSlotRace: defineRoute(keys.cancelSlotRace, {
    params: staffCompetitionIdParamsSchema,
    response: staffRaceDataSchema,
    resultCodes: [...staffOnly, 'not_found'],
  }),
  createSlotRaceTemplate: defineRoute(keys.createSlotRaceTemplate, {
    body: staffRaceTemplateBodySchema,
    response: staffRaceTemplateDataSchema,
    resultCodes: [...staffOnly, 'validation_error'],
  }),
  listBonusCampaigns: defineRoute(keys.listBonusCampaigns, {
    response: staffBonusCampaignsDataSchema,
    resultCodes: [...staffOnly],
  }),
  createBonusCampaign: defineRoute(keys.createBonusCampaign, {
    body: staffBonusCampaignBodySchema,
    response: staffBonusCampaignSchema,
    resultCodes: [...staffOnly, 'validation_error', 'content_slug_taken'],
  }),
  setBonusCampaignStatus: defineRoute(keys.setBonusCampaignStatus, {
    params: staffBonusIdParamsSchema,
    body: staffBonusCampaignStatusBodySchema,
    response: staffBonusCampaignSchema,
    resultCodes: [...staffOnly, 'bonus_not_found'],
  }),
  createBonusCode: defineRoute(keys.createBonusCode, {
    body: staffBonusCodeBodySchema,
    response: staffBonusCodeSchema,
    resultCodes: [...staffOnly, 'bonus_not_found', 'validation_error'],
  }),
  listBonusCodes: defineRoute(keys.listBonusCodes, {
    query: staffBonusCodesQuerySchema,
    response: staffBonusCodesDataSchema,
    resultCodes: staffOnly,
  }),
  grantPlayerBonus: defineRoute(keys.grantPlayerBonus, {
    body: staffGrantBonusBodySchema,
    response: staffBonusGrantSchema,
    resultCodes: [
      ...staffOnly,
      'bonus_not_found',
      'bonus_not_eligible',
      'bonus_not_available',
      'player_not_found',
    ],
  }),
  cancelPlayerBonus: defineRoute(keys.cancelPlayerBonus, {
    params: staffBonusIdParamsSchema,
    body: staffCancelBonusBodySchema,
    response: staffBonusGrantSchema,
    resultCodes: [...staffOnly, 'bonus_not_found'],
  }),
  listChatQueue: defineRoute(keys.listChatQueue, {
    response: staffChatQueueDataSchema,
    resultCodes: staffOnly,
  }),
  getChatConversation: defineRoute(keys.getChatConversation, {
    params: staffChatIdParamsSchema,
    response: staffChatConversationDataSchema,
    resultCodes: [...staffOnly, 'not_found'],
  }),
  assignChatConversation: defineRoute(keys.assignChatConversation, {
    params: staffChatIdParamsSchema,
    response: z.null(),
    resultCodes: [...staffOnly, 'not_found', 'chat_conversation_closed'],
  }),
  replyChatConversation: defineRoute(keys.replyChatConversation, {
    params: staffChatIdParamsSchema,
    body: staffChatReplyBodySchema,
    response: chatMessageSchema,
    resultCodes: [...staffOnly, 'not_found', 'validation_error', 'chat_conversation_closed'],
  }),
  closeChatConversation: defineRoute(keys.closeChatConversation, {
    params: staffChatIdParamsSchema,
    body: staffChatCloseBodySchema,
    response: z.null(),
    resultCodes: [...staffOnly, 'not_found'],
  }),
  sendChatAttachment: defineRoute(keys.sendChatAttachment, {
    params: staffChatIdParamsSchema,
    // multipart/form-data with one file in the field "file", limited like an identity document.
    multipart: true,
    body: z.custom<FormData>(),
    response: chatMessageSchema,
    resultCodes: [
      ...staffOnly,
      'not_found',
      'unsupported_media_type',
      'payload_too_large',
      'rate_limited',
      'chat_conversation_closed',
      'chat_attachment_limit_reached',
    ],
  }),
  getChatAttachment: defineRoute(keys.getChatAttachment, {
    params: chatAttachmentParamsSchema,
    response: chatAttachmentFileSchema,
    resultCodes: [...staffOnly, 'not_found'],
  }),
  listCannedAnswers: defineRoute(keys.listCannedAnswers, {
    response: staffCannedAnswersDataSchema,
    resultCodes: staffOnly,
  }),
  createCannedAnswer: defineRoute(keys.createCannedAnswer, {
    body: staffCannedAnswerBodySchema,
    response: staffCannedAnswerSchema,
    resultCodes: [...staffOnly, 'validation_error'],
  }),
  updateCannedAnswer: defineRoute(keys.updateCannedAnswer, {
    params: staffChatIdParamsSchema,
    body: staffCannedAnswerBodySchema,
    response: staffCannedAnswerSchema,
    resultCodes: [...staffOnly, 'not_found', 'validation_error'],
  }),
  deleteCannedAnswer: defineRoute(keys.deleteCannedAnswer, {
    params: staffChatIdParamsSchema,
    response: z.null(),
    resultCodes: [...staffOnly, 'not_found'],
  }),
  getMe: defineRoute(keys.getMe, { response: staffMeDataSchema, resultCodes: staffOnly }),
  startTotpEnrolment: defineRoute(keys.startTotpEnrolment, {
    response: staffTotpEnrolmentDataSchema,
    resultCodes: staffOnly,
  }),
  confirmTotpEnrolment: defineRoute(keys.confirmTotpEnrolment, {
    body: staffTotpConfirmBodySchema,
    response: staffTotpConfirmDataSchema,
    resultCodes: [...staffOnly, 'totp_invalid', 'not_found'],
  }),
  getTotpPolicy: defineRoute(keys.getTotpPolicy, {
    response: staffTotpPolicyDataSchema,
    resultCodes: staffOnly,
  }),
  setTotpPolicy: defineRoute(keys.setTotpPolicy, {
    body: staffTotpPolicyBodySchema,
    response: staffTotpPolicyDataSchema,
    resultCodes: staffOnly,
  }),
  searchPlayers: defineRoute(keys.searchPlayers, {
    query: staffPlayersQuerySchema,
    response: staffPlayersDataSchema,
    resultCodes: staffOnly,
  }),
  getPlayer: defineRoute(keys.getPlayer, {
    params: staffIdParamsSchema,
    response: staffPlayerDataSchema,
    resultCodes: [...staffOnly, 'player_not_found'],
  }),
  listAudit: defineRoute(keys.listAudit, {
    query: staffAuditQuerySchema,
    response: staffAuditDataSchema,
    resultCodes: staffOnly,
  }),
  ...playerActionRoutes(),
  ...reportAndCatalogueRoutes(),
} satisfies { [N in keyof typeof keys]: Route<(typeof keys)[N]> };
