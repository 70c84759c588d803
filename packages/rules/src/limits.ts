/** Business constants of spec section 9 that more than one part of the product needs. */
export const limits = {
  captchaLength: 5,
  loginUsername: { min: 4, max: 20 },
  signupUsername: { min: 6, max: 20 },
  signupPasswordMin: 6,
  resetPasswordMin: 8,
  minimumAge: 18,
  minimumDailyDepositLimit: 20,
  contactMessageMax: 512,
  selfExclusionFreezeHours: 24,
  withdrawalLinkHours: 24,
  firstDepositEventMinutes: 30,
  favouritesPageSize: 40,
  notificationMs: 2000,
  sessionExpiredNoticeMs: 3000,
  liveChatDelayMs: 2000,
} as const;
