/** The wallet protocol's headers, free of zod so the web's log and analytics redaction can import them. */
export const providerHeaderNames = { provider: 'x-provider', signature: 'x-signature' } as const;
