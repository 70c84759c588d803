export * from './locales';
export * from './geo';
export * from './currencies';
export * from './limits';
export * from './countries';
export * from './validation';
export * from './names';
export * from './formatting';
// Loyalty (CP, levels, VIP categories, rewards, cashback) and challenges: issues 14 and 16.
export * from './loyalty/cp';
export * from './currency-conversion';
export * from './loyalty/categories';
export * from './loyalty/level-rewards';
export * from './loyalty/levels';
export * from './loyalty/contribution';
export * from './loyalty/cashback';
export * from './challenges';
export * from './money';
export * from './signup';
// The profile's rules with the phone-number metadata (split from validation.ts for the web's bundles).
export * from './profile-rules';
// Bonus money: stake split, win share, wagering points, conversion (issue 15).
export * from './bonuses';
// VIP weekly and monthly rewards per tier (issue 14).
export * from './loyalty/vip-periods';
