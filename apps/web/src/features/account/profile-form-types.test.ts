import { profileFormTypes } from '@casino/contract/player';
import { expect, it } from 'vitest';
import { profileFormOrder } from './profile-form-types';

it('renders every profile form the contract defines', () => {
  expect([...profileFormOrder]).toEqual([...profileFormTypes]);
});
