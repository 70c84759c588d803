import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeScript = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Finding {
  id: string;
  impact: string | null;
  targets: string[];
}

/**
 * The back office screen as it is now, checked by axe-core: each serious or critical finding as one
 * line naming the screen, the rule and its first elements (the lesser ones are left to review).
 */
export async function backofficeAxeFindings(page: Page, screen: string): Promise<string[]> {
  // Evaluated by the browser's debugging protocol: the page's content security policy allows no inline
  // script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript);
  const findings = await page.evaluate(async () => {
    type Axe = { run: (context: Document) => Promise<{ violations: Array<Record<string, unknown>> }> };
    const { violations } = await (window as unknown as { axe: Axe }).axe.run(document);
    return violations.map((found) => ({
      id: String(found.id),
      impact: (found.impact as string | null) ?? null,
      targets: (found.nodes as Array<{ target: unknown }>)
        .slice(0, 3)
        .map((node) => JSON.stringify(node.target)),
    })) satisfies Finding[];
  });
  return findings
    .filter((found) => found.impact === 'serious' || found.impact === 'critical')
    .map((found) => `${screen}: ${found.id} (${found.impact}) at ${found.targets.join(', ')}`);
}
