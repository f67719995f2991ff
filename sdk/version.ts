/**
 * The version of the sdk contract (semver). A third-party extension declares the range it was
 * built against in `engines.kite`; the host refuses it when this version is outside that range.
 * Bump the major version when an export is removed or changes incompatibly.
 */
export const SDK_VERSION = '1.0.0';
