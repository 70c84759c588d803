// Clean: imported by clean.ts, imports nothing back.
export const depositLimits = { min: 100, max: 100_000 };
