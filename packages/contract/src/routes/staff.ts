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
import { staffVipHostTasksDataSchema, staffVipHostTasksQuerySchema } from '../loyalty';
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
  // loyalty: the VIP host tasks made when a player reaches level 21
  listVipHostTasks: defineRoute(keys.listVipHostTasks, {
    query: staffVipHostTasksQuerySchema,
    response: staffVipHostTasksDataSchema,
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
} satisfies { [N in keyof typeof keys]: Route<(typeof keys)[N]> };
