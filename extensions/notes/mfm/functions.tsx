import type { CSSProperties, ReactNode } from 'react';
import type { MfmFunctionContribution, MfmFunctionEnv } from '@kite/sdk';
import { borderStyle, color, fontFamily, num, position, rotateDeg, scale, seconds } from './args';
import type { FnArgs } from './args';
import type { MfmEffectProps } from './lazyFunctions';
import { Sparkle } from '../lazyParts';

type Render = (args: FnArgs, children: ReactNode, env: MfmFunctionEnv) => ReactNode;

const span = (className: string, style: CSSProperties | undefined, children: ReactNode) => (
  <span className={className} style={style}>
    {children}
  </span>
);

/** A looping keyframe animation, only when movement is allowed; otherwise the content as is. */
function animated(keyframes: string, defSpeed: string, timing: string, extra?: CSSProperties): Render {
  return (args, children, env) => {
    if (!env.animate) return span('kite-mfm-fn', extra?.fontSize ? { fontSize: extra.fontSize } : undefined, children);
    const style: CSSProperties = {
      ...extra,
      animation: `${keyframes} ${seconds(args.speed, defSpeed)} ${timing} ${seconds(args.delay, '0s')} infinite both`,
    };
    return span('kite-mfm-fn kite-mfm-block', style, children);
  };
}

function spin(): Render {
  return (args, children, env) => {
    if (!env.animate) return span('kite-mfm-fn', undefined, children);
    const direction = args.left ? 'reverse' : args.alternate ? 'alternate' : 'normal';
    const name = args.x ? 'kite-mfm-spinX' : args.y ? 'kite-mfm-spinY' : 'kite-mfm-spin';
    const style: CSSProperties = {
      animation: `${name} ${seconds(args.speed, '1.5s')} linear ${seconds(args.delay, '0s')} infinite ${direction}`,
    };
    return span('kite-mfm-fn kite-mfm-block', style, children);
  };
}

function size(percent: number): Render {
  return (_args, children, env) => span('kite-mfm-fn', env.advanced ? { fontSize: `${percent}%` } : undefined, children);
}

const renderers: Record<string, Render> = {
  tada: animated('kite-mfm-tada', '1s', 'linear', { fontSize: '150%' }),
  jelly: animated('kite-mfm-rubberBand', '1s', 'linear'),
  twitch: animated('kite-mfm-twitch', '0.5s', 'ease'),
  shake: animated('kite-mfm-shake', '0.5s', 'ease'),
  spin: spin(),
  jump: animated('kite-mfm-jump', '0.75s', 'linear'),
  bounce: animated('kite-mfm-bounce', '0.75s', 'linear', { transformOrigin: 'center bottom' }),
  flip: (args, children) => {
    const transform = args.h && args.v ? 'scale(-1, -1)' : args.v ? 'scaleY(-1)' : 'scaleX(-1)';
    return span('kite-mfm-fn kite-mfm-block', { transform }, children);
  },
  x2: size(200),
  x3: size(400),
  x4: size(600),
  font: (args, children) => span('kite-mfm-fn', { fontFamily: fontFamily(args) ?? undefined }, children),
  blur: (_args, children) => (
    // Blurred text clears on hover or focus (as in Misskey): focus is the keyboard's way to read it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <span className="kite-mfm-fn kite-mfm-blur" tabIndex={0}>
      {children}
    </span>
  ),
  rainbow: (args, children, env) =>
    env.animate
      ? span(
          'kite-mfm-fn kite-mfm-rainbow',
          { animation: `kite-mfm-rainbow ${seconds(args.speed, '1s')} linear ${seconds(args.delay, '0s')} infinite both` },
          children,
        )
      : span('kite-mfm-fn kite-mfm-rainbow-still', undefined, children),
  sparkle: (_args, children, env) => (env.animate ? <Sparkle>{children}</Sparkle> : span('kite-mfm-fn', undefined, children)),
  rotate: (args, children) =>
    span('kite-mfm-fn kite-mfm-block', { transform: `rotate(${rotateDeg(args.deg)}deg)`, transformOrigin: 'center center' }, children),
  position: (args, children, env) =>
    env.advanced
      ? span('kite-mfm-fn kite-mfm-block', { transform: `translateX(${position(args.x)}em) translateY(${position(args.y)}em)` }, children)
      : span('kite-mfm-fn', undefined, children),
  scale: (args, children, env) =>
    env.advanced
      ? span('kite-mfm-fn kite-mfm-block', { transform: `scale(${scale(args.x)}, ${scale(args.y)})` }, children)
      : span('kite-mfm-fn', undefined, children),
  fg: (args, children) => span('kite-mfm-fn', { color: color(args.color) }, children),
  bg: (args, children) => span('kite-mfm-fn', { backgroundColor: color(args.color) }, children),
  border: (args, children) => {
    const style: CSSProperties = {
      border: `${num(args.width, 1, 0, 20)}px ${borderStyle(args.style)} ${color(args.color, '888')}`,
      borderRadius: `${num(args.radius, 0, 0, 100)}px`,
      overflow: args.noclip ? 'visible' : 'clip',
    };
    return span('kite-mfm-fn kite-mfm-block', style, children);
  },
  ruby: (_args, _children, env) => {
    const [base, ...reading] = env.text.trim().split(/\s+/);
    return (
      <ruby>
        {base}
        <rp>(</rp>
        <rt>{reading.join(' ')}</rt>
        <rp>)</rp>
      </ruby>
    );
  },
};

/** One built-in function by name: what the notes index's lazily loaded contributions draw (lazyFunctions.tsx). */
export function MfmEffect({ name, args, env, children }: MfmEffectProps) {
  const render = renderers[name];
  return render ? render(args, children, env) : children;
}

/** 22 built-in MFM functions drawn directly (tests; the notes index registers them lazily, with `unixtime`: lazyFunctions.tsx). */
export const builtinMfmFunctions: readonly MfmFunctionContribution[] = Object.entries(renderers).map(([name, render]) => ({
  name,
  render,
}));
