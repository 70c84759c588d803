/**
 * A win the wallet has not confirmed yet (its call was lost under load) is paid later by the studio's
 * retrier, which no answer or socket message follows: read the balance again a few times until it moves.
 */
export function followOwedWin(
  readSession: () => Promise<{ balance: string }>,
  shown: string | null,
  onBalance: (balance: string) => void,
) {
  const waits = [2_000, 5_000, 10_000, 20_000, 40_000];
  const next = (attempt: number) => {
    if (attempt >= waits.length) return;
    setTimeout(() => {
      readSession()
        .then((session) => (session.balance !== shown ? onBalance(session.balance) : next(attempt + 1)))
        .catch(() => next(attempt + 1));
    }, waits[attempt]);
  };
  next(0);
}
