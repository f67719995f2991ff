/** `users/show` parameters for a user id or an acct (`@name`, `@name@host`, `name@host`). */
export function userShowParams(user: string): { userId: string } | { username: string; host: string | null } {
  const acct = /^@?([\w.-]+)(?:@([\w.-]+))?$/.exec(user);
  if (user.startsWith('@') && acct) return { username: acct[1] ?? '', host: acct[2] ?? null };
  return { userId: user };
}
