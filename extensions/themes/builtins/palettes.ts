import type { ThemeDefinition } from '@kite/sdk';
import { kiteDark, kiteLight } from './base';

/**
 * Kite's own palettes (spec 1 §4: 9 light, 10 dark). Each names a few colours and inherits the
 * rest — derived colours included — from the light or dark base.
 */
interface Seed {
  id: string;
  name: string;
  accent: string;
  bg: string;
  fg: string;
  panel: string;
  extra?: Record<string, string>;
}

function palette(base: 'light' | 'dark', s: Seed): ThemeDefinition {
  return { id: s.id, name: s.name, author: 'Kite', base, props: { accent: s.accent, bg: s.bg, fg: s.fg, panel: s.panel, ...s.extra } };
}

const light: Seed[] = [
  { id: 'kite-sand', name: 'Sand', accent: '#b5651d', bg: '#f6f1e7', fg: '#3b2f22', panel: '#fffaf1' },
  { id: 'kite-meadow', name: 'Meadow', accent: '#3f8f3a', bg: '#eef5ec', fg: '#1f2b1d', panel: '#fbfff9', extra: { link: '#2d7a52' } },
  { id: 'kite-lavender', name: 'Lavender', accent: '#7a5cc4', bg: '#f3f0fa', fg: '#2a2338', panel: '#ffffff', extra: { link: '#6047b0' } },
  { id: 'kite-rose', name: 'Rose', accent: '#c2456e', bg: '#fbf0f3', fg: '#3a1f29', panel: '#ffffff', extra: { link: '#a83a5e' } },
  {
    id: 'kite-citrus',
    name: 'Citrus',
    accent: '#d08a00',
    bg: '#fbf8ea',
    fg: '#2f2a14',
    panel: '#fffef6',
    extra: { fgOnAccent: '#1d1600', link: '#8a6500' },
  },
  { id: 'kite-harbour', name: 'Harbour', accent: '#1f6fbf', bg: '#edf3f9', fg: '#17232f', panel: '#ffffff' },
  {
    id: 'kite-paper',
    name: 'Paper',
    accent: '#444444',
    bg: '#f2f2f2',
    fg: '#1a1a1a',
    panel: '#ffffff',
    extra: { link: '#333333', hashtag: '#555555' },
  },
  { id: 'kite-mint', name: 'Mint', accent: '#159a86', bg: '#ecf7f4', fg: '#17302b', panel: '#fbfffe', extra: { link: '#11806f' } },
];

const dark: Seed[] = [
  { id: 'kite-midnight', name: 'Midnight', accent: '#7aa2ff', bg: '#0e1221', fg: '#d6dcf0', panel: '#161b2e' },
  { id: 'kite-forest', name: 'Forest', accent: '#7cc46d', bg: '#111a12', fg: '#d7e6d2', panel: '#18241a' },
  { id: 'kite-plum', name: 'Plum', accent: '#c28ae8', bg: '#1a1220', fg: '#e6d9ef', panel: '#23192b' },
  { id: 'kite-ember', name: 'Ember', accent: '#ff8a4c', bg: '#1c1310', fg: '#f0dfd6', panel: '#261a15' },
  { id: 'kite-slate', name: 'Slate', accent: '#8fb3c9', bg: '#1a1f24', fg: '#dde3e8', panel: '#222930' },
  { id: 'kite-deep-sea', name: 'Deep Sea', accent: '#3fd0d4', bg: '#07171c', fg: '#cfe9ec', panel: '#0d2129' },
  { id: 'kite-espresso', name: 'Espresso', accent: '#d9a066', bg: '#19130f', fg: '#eadfd3', panel: '#231b15' },
  {
    id: 'kite-neon',
    name: 'Neon',
    accent: '#f25fd0',
    bg: '#0f0d17',
    fg: '#e8e3f7',
    panel: '#181424',
    extra: { link: '#5fd7f2', renote: '#7df25f' },
  },
  {
    id: 'kite-charcoal',
    name: 'Charcoal',
    accent: '#bbbbbb',
    bg: '#111111',
    fg: '#e0e0e0',
    panel: '#1b1b1b',
    extra: { link: '#cccccc', fgOnAccent: '#111111' },
  },
];

export const builtinThemes: readonly ThemeDefinition[] = [
  kiteLight,
  ...light.map((s) => palette('light', s)),
  kiteDark,
  ...dark.map((s) => palette('dark', s)),
];
