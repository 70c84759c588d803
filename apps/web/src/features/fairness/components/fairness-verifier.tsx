import { useMemo } from 'react';
import { initialRoundCheck } from '../round-check-values';
import { CrashCheckForm } from './crash-check-form';
import { RoundCheckForm } from './round-check-form';

/**
 * The verifier of /fairness: the studio's games and their maths, recomputing a round in the browser.
 * A chunk of its own, loaded after the page's text (the route's first load stays small, zod-free).
 */
export default function FairnessVerifier({ hash }: { hash: string }) {
  const initial = useMemo(() => initialRoundCheck(hash), [hash]);
  return (
    <>
      {/* A new link (another fragment) starts the form again from that round. */}
      <RoundCheckForm key={hash} initial={initial} />
      <CrashCheckForm />
    </>
  );
}
