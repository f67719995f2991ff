import { describe, expect, it } from 'vitest';
import { playerSandbox } from './sandbox';

describe('playerSandbox', () => {
  it('a same-origin player never has scripts with its origin; another origin keeps its own', () => {
    const same = playerSandbox(new URL('https://kite.example/evil'), 'https://kite.example');
    expect(same).toContain('allow-scripts');
    expect(same).not.toContain('allow-same-origin');
    expect(playerSandbox(new URL('https://www.youtube.com/embed/x'), 'https://kite.example')).toContain('allow-same-origin');
  });
});
