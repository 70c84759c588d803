import type { Player } from '@casino/contract/player';

/** A player as GET /player returns it; tests override what they care about. */
export const samplePlayer: Player = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'player01',
  email: 'player01@example.com',
  currency: 'EUR',
  birthdate: '01-01-1990',
  country: 'Germany',
  countrycode: 'DE',
  state: '',
  fname: 'unknown',
  lname: 'unknown',
  nickname: '',
  address: '',
  city: '',
  zip: '',
  mobile: '',
  securityQuestion: '',
  timezone: 'UTC',
  kycStatus: 'not_verified',
  language: 'en',
  first_deposit: '0.00',
  first_deposit_date: null,
  emailConfirmed: true,
};
