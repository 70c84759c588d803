/**
 * `@casino/fair/verify`: the browser-safe verifier (WebCrypto and the games' pure maths, nothing from
 * node, the database or fastify), used by the studio's game page and the platform's fairness page.
 */
export { checkServerSeed, fairUint32s, hmacSha256, sha256Hex, type SeedTriple } from './web-crypto';
export {
  findVerifiableGame,
  recompute,
  verifiableGames,
  type Recomputed,
  type VerifiableGame,
  type VerifyField,
} from './recompute';
export {
  checkPlayedRound,
  type PlayedRound,
  type PlayedRoundCheck,
  type RecomputedRound,
} from './played-round';
export { jackpotAmountOf } from './jackpot';
export { exampleChoices, exampleChoicesFor, type ExampleChoices } from './example-choices';
export {
  decimalToMinor,
  emptyRoundCheck,
  fairnessPageUrl,
  minorToDecimal,
  readRoundCheckFragment,
  roundCheckFragment,
  type RoundCheck,
} from './fragment';
export { checkCrashRound, crashPointOf, type CrashCheck } from './crash';
