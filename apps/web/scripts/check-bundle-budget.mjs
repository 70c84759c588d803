// Part of the web build (`npm run build`): prints each route's first-load JavaScript and fails when a
// route passes the budget (150 KB gzip) or holds zod. Reads dist/ as vite left it.
import { join } from 'node:path';
import { budgetTable, checkBudget } from './bundle-budget.mjs';

const result = checkBudget(join(import.meta.dirname, '..', 'dist'));
console.log(budgetTable(result));
if (result.failures.length > 0) {
  for (const failure of result.failures) console.error(`✘ ${failure}`);
  console.error(
    'Load what a screen does not need at once with import(); import value lists from zod-free modules.',
  );
  process.exit(1);
}
const held = result.rows.filter((row) => row.isOver).length;
console.log(
  `✔ ${result.rows.length - held} routes within the budget, ${held} over it held at their ceilings, none with zod`,
);
