import type { RedirectContribution } from '@kite/sdk';

export const MAX_REDIRECT_HOPS = 10;

/** Follows redirect rules from `href` to a path that no rule matches. More than ten hops is an error: "redirect loop detected". */
export function followRedirects(href: string, rules: readonly RedirectContribution[], username: string | null): string {
  let current = href;
  for (let hops = 0; ; hops++) {
    const q = current.search(/[?#]/);
    const path = q < 0 ? current : current.slice(0, q);
    const search = q < 0 ? '' : current.slice(q);
    const rule = rules.find((r) => r.from === path);
    if (!rule) return current;
    if (hops >= MAX_REDIRECT_HOPS) throw new Error('redirect loop detected');
    current = rule.to({ username, search });
  }
}
