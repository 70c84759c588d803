import { z } from 'zod';
import { healthDataSchema } from '../health';
import { webhookAnswerSchema } from '../wallet';
import { defineRoute, type Route } from './define';
import { rootRouteKeys as keys } from './root-keys';

/** Calls outside the versioned APIs, each described once (no api-key, no session). */
export const rootRoutes = {
  getHealth: defineRoute(keys.getHealth, {
    response: healthDataSchema,
    resultCodes: ['service_unavailable'],
  }),
  receivePaymentWebhook: defineRoute(keys.receivePaymentWebhook, {
    // Any name: one no processor answers to is unknown (404), whatever its length.
    params: z.object({ processor: z.string() }),
    // The raw signed bytes (any content type); the answer is null for a payment not yet final.
    response: webhookAnswerSchema.nullable(),
    resultCodes: ['unknown_processor', 'invalid_signature', 'validation_error'],
  }),
} satisfies { [N in keyof typeof keys]: Route<(typeof keys)[N]> };
