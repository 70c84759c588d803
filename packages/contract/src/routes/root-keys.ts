/**
 * Calls outside the versioned APIs ("METHOD /path" from the server's root), free of zod: the health
 * check for load balancers and the payment processors' webhooks.
 */
export const rootRouteKeys = {
  getHealth: 'GET /health',
  // the body is the processor's raw signed bytes, parsed by the server only once verified
  receivePaymentWebhook: 'POST /payments/webhook/:processor',
} as const;
