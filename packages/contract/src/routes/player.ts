import { z } from 'zod';
import {
  favoriteGameBodySchema,
  favoriteIdsDataSchema,
  gameListDataSchema,
  playerGameListQuerySchema,
} from '../games';
import {
  confirmDepositLimitBodySchema,
  gamblingLimitsDataSchema,
  realityCheckStatusSchema,
  selfExcludeBodySchema,
  selfExcludeDataSchema,
  setDepositLimitBodySchema,
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
import { lastLoggedInDataSchema, missingProfileDataSchema, playerSchema } from '../player';
import {
  documentsSchemaDataSchema,
  documentTypes,
  formSchemaDataSchema,
  playerDocumentSchema,
  playerDocumentsDataSchema,
  profileSchemaTypes,
  profileUpdateBodySchema,
} from '../player';
import { defineRoute, type Route } from './define';
import { playerRouteKeys as keys } from './player-keys';

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
    resultCodes: ['deposit_limit_exceeded', 'amount_out_of_range', 'processor_unavailable'],
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
      'insufficient_funds',
      'amount_out_of_range',
      'profile_incomplete',
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
} satisfies { [N in keyof typeof keys]: Route<(typeof keys)[N]> };
