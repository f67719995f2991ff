import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { MfmNode } from 'mfm-js';
import { useContributions, usePreference, useT } from '@kite/sdk';
import type { MfmFunctionContribution, MfmProps } from '@kite/sdk';
import { MFM_NEST_LIMIT, parseMfm, toPlainText } from './parse';
import { MAX_EFFECTIVE_SCALE, MFM_NODE_BUDGET, sizeFactor, takeChunks, whenRoom } from './budget';
import { noteMessages as m } from '../messages';
import { Emoji } from '../emoji/Emoji';
import { MfmHashtag, MfmLink, MfmMention, MfmSearch, MfmUrl } from './links';
import { CodeBlock, MathView } from '../lazyParts';

interface RenderCtx {
  fns: ReadonlyMap<string, MfmFunctionContribution>;
  animate: boolean;
  advanced: boolean;
  emojis?: Readonly<Record<string, string>>;
  host: string | null;
  nowrap: boolean;
  /** How much the size functions around a node enlarge it together (capped at MAX_EFFECTIVE_SCALE). */
  scale: number;
  /** Nodes this render may still draw; `cut` once one was left out. */
  budget?: { left: number; cut: boolean };
}

// One media query for every Mfm instance: matchMedia per instance and render cost ~0.3 ms each
// (a tenth of a 30-note first render); its answer is kept too, as reading `matches` during a
// render can make the browser bring its styles up to date first.
// (Made again only if `matchMedia` itself is replaced, as tests do.)
let reducedMotionQuery: { from: unknown; mq: MediaQueryList | null; matches: boolean } | null = null;
function reducedMotion() {
  const from = globalThis.matchMedia;
  if (reducedMotionQuery?.from !== from) {
    const mq = from?.call(globalThis, '(prefers-reduced-motion: reduce)') ?? null;
    const query = { from, mq, matches: Boolean(mq?.matches) };
    mq?.addEventListener?.('change', (e) => void (query.matches = e.matches));
    reducedMotionQuery = query;
  }
  return reducedMotionQuery;
}
function subscribeReducedMotion(fn: () => void): () => void {
  const { mq } = reducedMotion();
  mq?.addEventListener?.('change', fn);
  return () => mq?.removeEventListener?.('change', fn);
}
const prefersReducedMotion = () => reducedMotion().matches;

/** Turns parsed MFM into React elements. Never HTML: every node becomes an element or a text node. */
export function renderNodes(nodes: readonly MfmNode[], ctx: RenderCtx, depth = 0): ReactNode[] {
  return nodes.map((node, i) => renderNode(node, ctx, depth, i));
}

function renderNode(node: MfmNode, ctx: RenderCtx, depth: number, key: number): ReactNode {
  const budget = ctx.budget;
  if (budget && budget.left-- <= 0) {
    budget.cut = true;
    return null;
  }
  const kids = () => renderNodes(node.children ?? [], ctx, depth + 1);
  switch (node.type) {
    case 'text':
      return node.props.text;
    case 'plain':
      return <span key={key}>{kids()}</span>;
    case 'bold':
      return <b key={key}>{kids()}</b>;
    case 'small':
      return (
        <small key={key} className="kite-mfm-small">
          {kids()}
        </small>
      );
    case 'italic':
      return <i key={key}>{kids()}</i>;
    case 'strike':
      return <del key={key}>{kids()}</del>;
    case 'center':
      return (
        <div key={key} className="kite-mfm-center">
          {kids()}
        </div>
      );
    case 'quote':
      return (
        <blockquote key={key} className="kite-mfm-quote">
          {kids()}
        </blockquote>
      );
    case 'inlineCode':
      return (
        <code key={key} className="kite-mfm-inline-code">
          {node.props.code}
        </code>
      );
    case 'blockCode':
      return <CodeBlock key={key} code={node.props.code} lang={node.props.lang} />;
    case 'mathInline':
      return <MathView key={key} formula={node.props.formula} block={false} />;
    case 'mathBlock':
      return <MathView key={key} formula={node.props.formula} block />;
    case 'search':
      return <MfmSearch key={key} query={node.props.query} />;
    case 'unicodeEmoji':
      return <Emoji key={key} emoji={node.props.emoji} menu={!ctx.nowrap} />;
    case 'emojiCode':
      return <Emoji key={key} emoji={node.props.name} custom host={ctx.host} urls={ctx.emojis} menu={!ctx.nowrap} />;
    case 'mention':
      // A mention without host in a remote note means a user of the author's server (as Misskey reads it).
      return ctx.nowrap ? (
        `@${node.props.acct}`
      ) : (
        <MfmMention key={key} username={node.props.username} host={node.props.host ?? ctx.host} />
      );
    case 'hashtag':
      return ctx.nowrap ? `#${node.props.hashtag}` : <MfmHashtag key={key} tag={node.props.hashtag} />;
    case 'url':
      return ctx.nowrap ? node.props.url : <MfmUrl key={key} url={node.props.url} />;
    case 'link':
      return ctx.nowrap ? (
        <span key={key}>{kids()}</span>
      ) : (
        <MfmLink key={key} url={node.props.url}>
          {kids()}
        </MfmLink>
      );
    case 'fn':
      return <span key={key}>{renderFn(node, ctx, depth)}</span>;
    default: {
      // A node type mfm-js may add later: dropped, and said so for whoever debugs it.
      console.warn('[kite] unknown MFM node dropped:', (node as { type: unknown }).type);
      return null;
    }
  }
}

function renderFn(node: Extract<MfmNode, { type: 'fn' }>, ctx: RenderCtx, depth: number): ReactNode {
  const plainKids = () => renderNodes(node.children, ctx, depth + 1);
  const fn = ctx.fns.get(node.props.name);
  const literal = () => {
    const args = Object.entries(node.props.args)
      .map(([k, v]) => (v === true ? k : `${k}=${v}`))
      .join(',');
    return (
      <>
        {`$[${node.props.name}${args ? `.${args}` : ''} `}
        {plainKids()}
        {']'}
      </>
    );
  };
  if (!fn) return literal();
  // Beyond the nesting limit, or past the size cap, the effect is not applied; the content still shows.
  if (depth >= MFM_NEST_LIMIT) return plainKids();
  const grown = ctx.scale * sizeFactor(node.props.name, node.props.args, ctx.advanced);
  if (grown > MAX_EFFECTIVE_SCALE) return plainKids();
  const children = renderNodes(node.children, grown === ctx.scale ? ctx : { ...ctx, scale: grown }, depth + 1);
  const out = fn.render(node.props.args, children, {
    animate: ctx.animate,
    advanced: ctx.advanced,
    depth,
    text: toPlainText(node.children),
  });
  return out === null ? literal() : out;
}

/** Texts longer than this skip layout while off screen (content-visibility). */
const LONG_TEXT = 1000;

/**
 * Renders MFM text. Parsing is cached by text, so re-renders cost no parse. Whatever the
 * text, one render parses at most a chunk more and draws at most MFM_NODE_BUDGET nodes
 * more than the last ("Show more" takes the next step), and what is drawn stays in the
 * root's box (mfm.css: `.kite-mfm-box` clips and isolates).
 */
export function Mfm({ text, emojis, author, plain, nowrap }: MfmProps) {
  const t = useT();
  const contributions = useContributions('mfmFunctions');
  const advanced = usePreference('advancedMfm');
  const animated = usePreference('animatedMfm');
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const fns = useMemo(() => {
    const map = new Map<string, MfmFunctionContribution>();
    // First registration wins: a plugin cannot replace a built-in function.
    for (const c of contributions) if (!map.has(c.name)) map.set(c.name, c);
    return map;
  }, [contributions]);
  // Steps shown, reset when the text changes.
  const [shown, setShown] = useState({ text, steps: 1 });
  const steps = shown.text === text ? shown.steps : 1;
  // A long text is drawn in a later task, a few per task (budget.ts `whenRoom`), so many of them never stall the page.
  const long = text.length > LONG_TEXT;
  const [readyText, setReadyText] = useState<string | null>(null);
  const ready = !long || readyText === text;
  useEffect(() => (ready ? undefined : whenRoom(Math.min(MFM_NODE_BUDGET, text.length / 2), () => setReadyText(text))), [ready, text]);
  const { chunks, more: moreText } = useMemo(() => (ready ? takeChunks(text, steps) : { chunks: [], more: false }), [ready, text, steps]);
  const ctx: RenderCtx = {
    fns,
    advanced,
    animate: advanced && animated && !reduced,
    emojis,
    host: author?.host ?? null,
    nowrap: Boolean(nowrap || plain),
    scale: 1,
    budget: { left: steps * MFM_NODE_BUDGET, cut: false },
  };
  // Each chunk is parsed (and cached) on its own, so a step parses only the new one.
  const body = renderNodes(
    chunks.flatMap((c) => parseMfm(c, plain)),
    ctx,
  );
  const more = moreText || Boolean(ctx.budget?.cut);
  const className = plain ? 'kite-mfm kite-mfm-plain' : long ? 'kite-mfm kite-mfm-box kite-mfm-long' : 'kite-mfm kite-mfm-box';
  // dir="auto": a text's own script sets its direction, so Arabic or Hebrew reads right to left
  // inside an English interface (and the other way round), isolated from what surrounds it.
  return (
    <span className={className} dir="auto">
      {body}
      {/* Names and previews sit inside links: they end with an ellipsis, not a control. */}
      {more && ctx.nowrap && '…'}
      {more && !ctx.nowrap && (
        <>
          {'… '}
          <button type="button" className="kite-mfm-more" onClick={() => setShown({ text, steps: steps + 1 })}>
            {t(m.showMore)}
          </button>
        </>
      )}
    </span>
  );
}
