import {
  staffDocumentsDataSchema,
  staffDocumentsQuerySchema,
  staffIdParamsSchema,
  staffLoginBodySchema,
  staffLoginDataSchema,
  staffRejectBodySchema,
  staffReviewBodySchema,
  staffReviewDataSchema,
  staffUserBodySchema,
  staffUserDataSchema,
  staffWithdrawalDecisionDataSchema,
  staffWithdrawalsDataSchema,
  staffWithdrawalsQuerySchema,
} from '../staff';
import {
  affiliateProgrammeBodySchema,
  affiliateProgrammeSchema,
  affiliateProgrammesDataSchema,
  affiliateReportDataSchema,
  affiliateReportQuerySchema,
  skinLiveChatSchema,
} from '../engage';
import { defineRoute, type Route } from './define';
import { staffRouteKeys as keys } from './staff-keys';

const staffOnly = ['staff_unauthorized', 'forbidden'] as const;

/** The staff API (under /staff/v1), each call described once; every call but login needs a bearer token. */
export const staffRoutes = {
  login: defineRoute(keys.login, {
    body: staffLoginBodySchema,
    response: staffLoginDataSchema,
    resultCodes: ['staff_unauthorized', 'rate_limited'],
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
    resultCodes: [...staffOnly, 'withdrawal_not_found', 'withdrawal_state_conflict'],
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
} satisfies { [N in keyof typeof keys]: Route<(typeof keys)[N]> };
