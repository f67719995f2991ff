/** How a key name reads on a keycap: `mod+k` as Ctrl+K (⌘+K on Apple systems), Space, Enter. */
export function keyLabel(key: string, apple = isApple()): string {
  if (key.startsWith('mod+')) return `${apple ? '⌘' : 'Ctrl'}+${keyLabel(key.slice(4), apple).toUpperCase()}`;
  return key === 'enter' ? 'Enter' : key === 'escape' ? 'Esc' : key === ' ' ? 'Space' : key;
}

function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}
