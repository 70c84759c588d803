import type { ProviderGame } from '@casino/contract';
import { providerGameFixture } from '../../apps/api/src/test/games';

// Deterministic: the same 10,000 games every run, so figures compare across runs and machines.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const first = [
  'Lucky',
  'Golden',
  'Wild',
  'Mega',
  'Café',
  'Dragon’s',
  'Fjørd',
  'Crazy',
  'Royal',
  'Sweet',
  'Book of',
  'Fire',
  'Ice',
  'Mystic',
  'Joker',
  'Neon',
  'Pirate',
  'Aztec',
  'Lightning',
  'Jungle',
];
const second = [
  'Fortune',
  'Spins',
  'Riches',
  'Treasure',
  'Bonanza',
  'Wheel',
  'Blackjack',
  'Roulette',
  'Fruits',
  'Gems',
  'Rush',
  'Legends',
  'Crash',
  'Hold & Win',
  'Señorita',
  'Quest',
  'Kingdom',
  'Mines',
];
const third = ['', '', 'Deluxe', 'Megaways', 'Extreme', 'Live', 'Xmas', 'Reloaded', 'II', 'Pro'];
const categories = [
  'slots',
  'slots',
  'slots',
  'live-casino',
  'game-shows',
  'crash-and-fast',
  'table',
] as const;

export const providerNames = [
  'Nova Studio',
  'Pragmatic Plæy',
  'Evolución',
  'Play’n Go',
  'Red Tiger',
  'NetEnt',
  'Hacksaw',
  'Nolimit City',
  'Push Gaming',
  'Relax',
];

export function generateGames(providerIndex: number, count: number): ProviderGame[] {
  const next = random(providerIndex + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const title = [pick(first), pick(second), pick(third), String(i)].filter(Boolean).join(' ');
    return providerGameFixture({
      externalId: `p${providerIndex}-g${i}`,
      slug: `g${providerIndex}-${i}`,
      title,
      category: pick(categories),
      platforms: next() < 0.7 ? ['PC', 'mobile'] : ['PC'],
      popularity: Math.floor(next() * 10_000),
      rtp: `${94 + Math.floor(next() * 5)}.${String(Math.floor(next() * 100)).padStart(2, '0')}`,
      releaseDate: `202${Math.floor(next() * 6)}-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}`,
    });
  });
}

/** What players type: whole words, prefixes, wrong case, no accents, two words, misses, paging. */
export function searchQueries(count: number): string[] {
  const next = random(99);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const shapes = [
    () => pick(first).split(' ')[0]!.toLowerCase(),
    () => pick(second).slice(0, 3),
    () => pick(['cafe', 'fjord', 'senorita', 'dragons', 'CAFE deluxe', 'LUCKY caf', 'evolucion']),
    () => `${pick(first).split(' ')[0]} ${pick(second).split(' ')[0]}`.toUpperCase(),
    () => `${pick(second).split(' ')[0]!.toLowerCase()}?searchWidget=true`,
    () => `${pick(first).split(' ')[0]!.slice(0, 2)}?limit=20&offset=${Math.floor(next() * 200)}`,
    () => pick(['zzqx', 'no such game', 'xylophone']),
    () => `${pick(providerNames).split(' ')[0]}/10`,
    () => `${pick(second).split(' ')[0]}?category=slots&provider=prov-${Math.floor(next() * 10)}`,
  ];
  return Array.from({ length: count }, () => pick(shapes)());
}
