/**
 * The upload size limit (spec 2 §5): the smaller of the server's maxFileSize and the role's
 * maxFileSizeMb. Apart from the error texts, so the drive service (first load) does not load them.
 */
export function maxUploadBytes(serverMax: number | null | undefined, policyMb: number | null | undefined): number | null {
  const limits = [serverMax, policyMb != null ? policyMb * 1024 * 1024 : null].filter((v): v is number => typeof v === 'number' && v > 0);
  return limits.length ? Math.min(...limits) : null;
}
