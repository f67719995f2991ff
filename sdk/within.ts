/** `promise`'s value, or undefined once `ms` have passed without it (a bounded wait; the timer is cleared either way). */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, ms, undefined)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
