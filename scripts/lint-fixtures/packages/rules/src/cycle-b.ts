// Violation: the other half of the cycle.
import { one } from './cycle-a';

export const two = one + 1;
