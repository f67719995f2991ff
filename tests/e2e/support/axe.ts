import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation
 * (issue 12), listing each with the elements it found, so the failure says what to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page, what: string): Promise<void> {
  // Evaluated through the debugger, not a <script>: the app's CSP rightly refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const res = await axe.run(document, { resultTypes: ['violations'] });
    return res.violations;
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${JSON.stringify(n.target)} ${n.html.slice(0, 160)}`)
        .join('\n')}`,
  );
  expect(report, `axe on ${what}`).toEqual([]);
}
