import { limitPeriods, realityCheckIntervals } from '@casino/contract/responsible-gambling';
import { expect, it } from 'vitest';
import { limitPeriodChoices, realityCheckChoices } from './choices';

it('offers exactly the periods and intervals the contract accepts', () => {
  expect([...limitPeriodChoices]).toEqual([...limitPeriods]);
  expect([...realityCheckChoices]).toEqual([...realityCheckIntervals]);
});
