import type { ProfileFormType } from '@casino/contract/player';

// A copy of the contract's list typed against it (a test keeps them equal): importing the value would
// put zod in the page's bundle.
export const profileFormOrder = [
  'personal',
  'address',
  'contact',
  'security',
] as const satisfies readonly ProfileFormType[];
