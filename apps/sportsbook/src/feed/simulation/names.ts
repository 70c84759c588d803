// Invented participants for the simulated feed: every name is made up, drawn from a seed.
import type { Rng } from '../../lib/rng.js';

const TOWNS = [
  'Harbour',
  'Millbrook',
  'Stonegate',
  'Larkfield',
  'Ashford Vale',
  'Kestrel Bay',
  'Oakhurst',
  'Ravenmoor',
  'Silverton',
  'Thornbury',
  'Westmere',
  'Bramblecombe',
];
const CLUBS = ['Rovers', 'Athletic', 'Town', 'United', 'Wanderers', 'Albion', 'City', 'Rangers'];
const FIRST = [
  'Ada',
  'Bruno',
  'Clara',
  'Dario',
  'Elin',
  'Felix',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kaia',
  'Luca',
];
const LAST = [
  'Varga',
  'Lindqvist',
  'Moreau',
  'Okafor',
  'Castell',
  'Brandt',
  'Sato',
  'Halvorsen',
  'Duarte',
  'Ferrin',
];
const NICKNAMES = ['Comets', 'Foxes', 'Herons', 'Lynx', 'Mariners', 'Owls', 'Pilots', 'Stags'];

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng.next() * list.length)]!;

/** `count` distinct names for a sport. */
export function inventNames(rng: Rng, sport: 'football' | 'tennis' | 'basketball', count: number): string[] {
  const names = new Set<string>();
  for (let tries = 0; names.size < count && tries < count * 50; tries++) {
    if (sport === 'football') names.add(`${pick(rng, TOWNS)} ${pick(rng, CLUBS)}`);
    else if (sport === 'tennis') names.add(`${pick(rng, FIRST)} ${pick(rng, LAST)}`);
    else names.add(`${pick(rng, TOWNS)} ${pick(rng, NICKNAMES)}`);
  }
  return [...names];
}
