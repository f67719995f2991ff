/** A redirect rule: `from` is an exact path; `to` computes the target. */
export interface RedirectRule {
  from: string;
  to: (ctx: RedirectContext) => string;
}

export interface RedirectContext {
  /** The signed-in user's username, or null for visitors. */
  username: string | null;
  search: string;
}

export const MAX_REDIRECT_HOPS = 10;

export const redirectRules: readonly RedirectRule[] = [
  { from: '/authorize-follow', to: (c) => `/lookup${c.search}` },
  { from: '/authorize_interaction', to: (c) => `/lookup${c.search}` },
  { from: '/install-extentions', to: (c) => `/install-extensions${c.search}` },
  { from: '/redirect-test', to: (c) => (c.username ? `/@${c.username}` : '/') },
];

/**
 * Follows redirect rules from `href` to a path that no rule matches. More than
 * ten hops is an error: "redirect loop detected".
 */
export function followRedirects(href: string, rules: readonly RedirectRule[], username: string | null): string {
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
