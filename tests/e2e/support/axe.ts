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
  nodes: { target: unknown[]; html: string; any?: { data?: unknown }[] }[];
}

/**
 * Runs axe-core on the page as it is now and returns its serious and critical violations
 * (issue 12), each with the elements it found, so a failure says what to fix.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
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
        .map((n) => `    ${JSON.stringify(n.target)} ${n.html.slice(0, 160)}${n.any?.[0]?.data ? ` ${JSON.stringify(n.any[0].data)}` : ''}`)
        .join('\n')}`,
  );
  return report;
}

/** Fails on any serious or critical axe violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, what: string): Promise<void> {
  expect(await seriousA11yViolations(page), `axe on ${what}`).toEqual([]);
}
