import {
  emptyRoundCheck,
  exampleChoicesFor,
  findVerifiableGame,
  minorToDecimal,
  readRoundCheckFragment,
  verifiableGames,
  type RoundCheck,
} from '@casino/fair/verify';

/** The form's starting values: a game page's link (the URL fragment) or the first game's example. */

/** The game's example choices in the form, the seeds left as the player typed them. */
export function withGameExample(values: RoundCheck, slug: string): RoundCheck {
  const example = exampleChoicesFor(slug);
  const game = findVerifiableGame(slug);
  if (!example) return { ...values, game: slug };
  return {
    ...values,
    game: slug,
    // A shared table's round is drawn with nonce 0 (its id is the client seed).
    nonce: game?.isSharedTable ? '0' : values.nonce,
    stake: minorToDecimal(example.stake),
    params: JSON.stringify(example.params),
    moves: game?.hasMoves ? JSON.stringify(example.moves) : '',
    payout: '',
    jackpot: '',
  };
}

export function isLinkedRound(values: RoundCheck): boolean {
  return values.game !== '' && values.serverSeed !== '';
}

export function initialRoundCheck(hash: string): RoundCheck {
  const fromLink = readRoundCheckFragment(hash);
  if (fromLink.game) return fromLink;
  return withGameExample({ ...emptyRoundCheck, nonce: '0' }, verifiableGames()[0]?.slug ?? '');
}
