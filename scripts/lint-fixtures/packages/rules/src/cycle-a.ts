// Violation: a two-file import cycle (cycle-a -> cycle-b -> cycle-a).
import { two } from './cycle-b';

export const one = 1;
export const three = one + two;
