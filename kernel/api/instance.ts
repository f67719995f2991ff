import type { entities } from 'misskey-js';
import type { ApiService, InstanceService, StreamService } from '@kite/sdk';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const META_TTL_MS = 60 * 60 * 1000;
export const EMOJI_REFRESH_MS = 60 * 60 * 1000;

interface Cached<T> {
  at: number;
  value: T;
}

/**
 * Server meta (cached in local storage for an hour, spec 1 §7) and the custom emoji list
 * (cached, refreshed at most hourly, kept current by the emoji stream events). Caches are
 * keyed by origin, since stored accounts may live on different servers.
 */
export class KernelInstance implements InstanceService {
  meta: entities.MetaDetailed | null = null;
  emojis: readonly entities.EmojiSimple[] = [];
  endpoints: ReadonlySet<string> | null = null;
  private byName = new Map<string, entities.EmojiSimple>();
  private listeners = new Set<() => void>();

  constructor(
    private readonly api: ApiService,
    private readonly storage: StorageLike | null,
    private readonly now: () => number = Date.now,
  ) {
    this.meta = this.read<entities.MetaDetailed>('meta')?.value ?? null;
    this.setEmojis(this.read<entities.EmojiSimple[]>('emojis')?.value ?? []);
    const endpoints = this.read<string[]>('endpoints')?.value;
    if (Array.isArray(endpoints)) this.endpoints = new Set(endpoints);
  }

  private key(what: string): string {
    return `kite:${what}:${this.api.origin}`;
  }
  private read<T>(what: string): Cached<T> | null {
    try {
      const raw = this.storage?.getItem(this.key(what));
      return raw ? (JSON.parse(raw) as Cached<T>) : null;
    } catch {
      return null;
    }
  }
  private write(what: string, value: unknown): void {
    try {
      this.storage?.setItem(this.key(what), JSON.stringify({ at: this.now(), value }));
    } catch {
      // Quota exceeded: the cache is an optimisation only.
    }
  }
  private setEmojis(list: readonly entities.EmojiSimple[]): void {
    this.emojis = list;
    this.byName = new Map(list.map((e) => [e.name, e]));
  }
  private changed(): void {
    for (const l of [...this.listeners]) l();
  }

  /** Uses the cached meta when younger than an hour, otherwise fetches `meta` (detail). */
  async loadMeta(force = false): Promise<entities.MetaDetailed> {
    const cached = this.read<entities.MetaDetailed>('meta');
    if (!force && cached && this.now() - cached.at < META_TTL_MS) {
      this.meta = cached.value;
      return cached.value;
    }
    const meta = (await this.api.request('meta', { detail: true }, { prefetch: true })) as entities.MetaDetailed;
    this.meta = meta;
    this.write('meta', meta);
    this.changed();
    return meta;
  }

  /**
   * The server's endpoint list (`endpoints`), cached like meta: servers differ (Misskey 2025.9
   * has no `notes/update-visibility`), so items that call an optional endpoint are offered only
   * when it is listed.
   */
  async loadEndpoints(force = false): Promise<void> {
    const fetch = async () => {
      const list: unknown = await this.api.request('endpoints', {});
      if (!Array.isArray(list)) throw new Error('endpoints: not a list');
      return list.filter((n): n is string => typeof n === 'string');
    };
    await this.refresh('endpoints', META_TTL_MS, force, fetch, (names) => (this.endpoints = new Set(names)));
  }

  /** Refreshes the emoji list unless it was fetched within the hour. */
  async loadEmojis(force = false): Promise<void> {
    const fetch = async () => (await this.api.request('emojis', {})).emojis;
    await this.refresh('emojis', EMOJI_REFRESH_MS, force, fetch, (list) => this.setEmojis(list));
  }

  /** Fetches `what` unless the cached copy is younger than `ttl`, then applies, caches and tells listeners. */
  private async refresh<T>(what: string, ttl: number, force: boolean, fetch: () => Promise<T>, apply: (value: T) => void): Promise<void> {
    const cached = this.read<unknown>(what);
    if (!force && cached && this.now() - cached.at < ttl) return;
    const value = await fetch();
    apply(value);
    this.write(what, value);
    this.changed();
  }

  /** Applies emojiAdded / emojiUpdated / emojiDeleted. */
  connect(stream: StreamService): () => void {
    const save = (list: entities.EmojiSimple[]) => {
      this.setEmojis(list);
      this.write('emojis', list);
      this.changed();
    };
    const offs = [
      stream.on('emojiAdded', ({ emoji }) => save([...this.emojis.filter((e) => e.name !== emoji.name), emoji])),
      stream.on('emojiUpdated', ({ emojis }) => {
        const updated = new Map(emojis.map((e) => [e.name, e]));
        save(this.emojis.map((e) => updated.get(e.name) ?? e));
      }),
      stream.on('emojiDeleted', ({ emojis }) => {
        const gone = new Set(emojis.map((e) => e.name));
        save(this.emojis.filter((e) => !gone.has(e.name)));
      }),
    ];
    return () => offs.forEach((off) => off());
  }

  emojiByName(name: string): entities.EmojiSimple | undefined {
    return this.byName.get(name);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
