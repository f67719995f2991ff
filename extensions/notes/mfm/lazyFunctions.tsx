import { Suspense, lazy, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { loadOnce } from '@kite/sdk';
import type { MfmFunctionContribution, MfmFunctionEnv } from '@kite/sdk';
import { sizeFactor } from './budget';
import { UnixTime } from './UnixTime';

/** What one built-in function is drawn with (functions.tsx `MfmEffect`). */
export interface MfmEffectProps {
  name: string;
  args: Readonly<Record<string, string | true>>;
  env: MfmFunctionEnv;
  children: ReactNode;
}

/** 22 of the 23 built-in MFM functions (spec 2 §5), those drawn by functions.tsx (lazyFunctions.test.tsx checks the list). */
export const builtinMfmFunctionNames = [
  'tada',
  'jelly',
  'twitch',
  'shake',
  'spin',
  'jump',
  'bounce',
  'flip',
  'x2',
  'x3',
  'x4',
  'font',
  'blur',
  'rainbow',
  'sparkle',
  'rotate',
  'position',
  'scale',
  'fg',
  'bg',
  'border',
  'ruby',
] as const;

let Effect: ComponentType<MfmEffectProps> | null = null;
const load = loadOnce(() => import('./functions').then((m) => (Effect = m.MfmEffect)));
const LoadingEffect = lazy(() => load().then((c) => ({ default: c })));

/** Starts loading the functions' code (the notes index does so once the first content is drawn). */
export const preloadMfmFunctions = (): Promise<unknown> => load();

const MOVING = new Set(['tada', 'jelly', 'twitch', 'shake', 'spin', 'jump', 'bounce']);
const BLOCK = new Set(['flip', 'rotate', 'border']);
const ADVANCED_BLOCK = new Set(['position', 'scale']);

/**
 * Until the functions' code arrives (few notes have one, so it is not in the first load), the content shows in
 * the box the effect will take — the same size and line box — so nothing moves when the effect starts.
 */
function Pending({ name, args, env, children }: MfmEffectProps) {
  if (name === 'ruby') return <span className="kite-mfm-fn">{env.text}</span>;
  const factor = name === 'scale' ? 1 : sizeFactor(name, args, env.advanced);
  const block = BLOCK.has(name) || (env.advanced && ADVANCED_BLOCK.has(name)) || (env.animate && MOVING.has(name));
  return (
    <span
      className={block ? 'kite-mfm-fn kite-mfm-block' : 'kite-mfm-fn'}
      style={factor === 1 ? undefined : { fontSize: `${factor * 100}%` }}
    >
      {children}
    </span>
  );
}

function LazyEffect(props: MfmEffectProps) {
  // Once the code is here, drawn directly (React.lazy would show the placeholder once more); chosen once per mount.
  const [Loaded] = useState(() => Effect);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<Pending {...props} />}>
      <LoadingEffect {...props} />
    </Suspense>
  );
}

/** `$[unixtime …]`: drawn with the note's time display, which the first load has anyway. */
export const unixtimeFunction: MfmFunctionContribution = {
  name: 'unixtime',
  render: (_args, _children, env) => <UnixTime text={env.text} />,
};

/** The built-in functions as `mfmFunctions` contributions, whose code loads with the first note that uses one. */
export const lazyMfmFunctions: readonly MfmFunctionContribution[] = [
  ...builtinMfmFunctionNames.map((name) => ({
    name,
    render: (args: MfmEffectProps['args'], children: ReactNode, env: MfmFunctionEnv) => (
      <LazyEffect name={name} args={args} env={env}>
        {children}
      </LazyEffect>
    ),
  })),
  unixtimeFunction,
];
