/** The console warning against pasting code given by strangers (spec 1 §8). */
export function printSelfXssWarning(log: (...args: unknown[]) => void = console.log): void {
  log('%cStop!', 'color: #d64541; font-size: 32px; font-weight: bold;');
  log(
    '%cThis is a developer tool. If someone told you to copy and paste something here, it is a scam: it can give them access to your account.',
    'font-size: 16px;',
  );
}
