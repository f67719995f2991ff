import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellEntries, startFiles } from './serviceWorker';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  moduleIds,
  isEntry,
  viteMetadata: { importedCss: new Set(css) },
});

describe('service worker precache list', () => {
  it('holds the entry, the start modules and what they import statically, with their style sheets — not other pages', () => {
    const chunks = [
      chunk('assets/entry.js', ['/r/kernel/main.tsx'], ['assets/react.js'], [], true),
      chunk('assets/react.js', ['/r/node_modules/react/index.js']),
      chunk('assets/boot.js', ['/r/kernel/boot/boot.tsx', '/r/extensions/notes/index.ts'], ['assets/sdk.js'], ['assets/boot.css']),
      chunk('assets/sdk.js', ['/r/sdk/index.ts']),
      chunk('assets/timeline.js', ['/r/extensions/timeline/TimelinePage.tsx'], ['assets/sdk.js'], ['assets/tl.css']),
      chunk('assets/drive.js', ['/r/extensions/drive/DrivePage.tsx'], ['assets/sdk.js']),
    ];
    const files = startFiles(chunks, [/[\\/]kernel[\\/]boot[\\/]boot\.tsx$/, /[\\/]extensions[\\/]timeline[\\/]TimelinePage\.tsx$/]);
    expect(files).toEqual([
      'assets/boot.css',
      'assets/boot.js',
      'assets/entry.js',
      'assets/react.js',
      'assets/sdk.js',
      'assets/timeline.js',
      'assets/tl.css',
    ]);
  });

  it('versions the shell files by content, and lists the icons', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kite-sw-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dir, 'manifest.json'), '{}');
    mkdirSync(path.join(dir, 'icons'));
    writeFileSync(path.join(dir, 'icons', 'kite-192.png'), 'png');
    const first = shellEntries(dir);
    expect(first.map((e) => e.url)).toEqual(['/index.html', '/manifest.json', '/icons/kite-192.png']);
    expect(first.every((e) => typeof e.revision === 'string' && e.revision.length === 16)).toBe(true);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>new build</title>');
    const second = shellEntries(dir);
    expect(second[0]?.revision).not.toBe(first[0]?.revision);
    expect(second[1]?.revision).toBe(first[1]?.revision);
  });
});
