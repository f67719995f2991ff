/** `users/show` parameters for a user id, or an acct written with its leading `@` (`@name`, `@name@host`). */
export function userShowParams(user: string): { userId: string } | { username: string; host: string | null } {
  const acct = /^@([\w.-]+)(?:@([\w.-]+))?$/.exec(user);
  if (acct) return { username: acct[1] ?? '', host: acct[2] ?? null };
  return { userId: user };
}
