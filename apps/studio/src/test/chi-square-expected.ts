/**
 * Chi-square against unequal expected probabilities (plinko's binomial buckets): cells whose expected
 * count is under 5 are pooled with their neighbour first, as the test requires.
 */
export function chiSquareExpected(counts: number[], probabilities: number[]) {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const cells: { observed: number; expected: number }[] = [];
  let pending = { observed: 0, expected: 0 };
  counts.forEach((count, index) => {
    pending = {
      observed: pending.observed + count,
      expected: pending.expected + probabilities[index]! * total,
    };
    if (pending.expected >= 5) {
      cells.push(pending);
      pending = { observed: 0, expected: 0 };
    }
  });
  // A small remainder at the far edge joins the last cell.
  if (pending.expected > 0) {
    const last = cells.pop() ?? { observed: 0, expected: 0 };
    cells.push({ observed: last.observed + pending.observed, expected: last.expected + pending.expected });
  }
  const statistic = cells.reduce(
    (sum, cell) => sum + (cell.observed - cell.expected) ** 2 / cell.expected,
    0,
  );
  return { statistic, degreesOfFreedom: cells.length - 1 };
}

/** The 99th percentile of chi-square with df degrees of freedom (Wilson–Hilferty, ample for df ≥ 3). */
export function chiSquare99(degreesOfFreedom: number): number {
  const z = 2.3263; // one-sided 99 %
  const a = 2 / (9 * degreesOfFreedom);
  return degreesOfFreedom * (1 - a + z * Math.sqrt(a)) ** 3;
}
