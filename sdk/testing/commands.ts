import { CommandNotFoundError } from '../commands';
import type { CommandArgs, CommandHandler, CommandId, CommandsService } from '../commands';
import type { Disposable } from '../tokens';

type Entry = { readonly owner: string; readonly handler: (...args: never[]) => unknown };

/**
 * The command registry of a test, as the kernel's behaves: one owner per id (a second registration
 * throws), `run` always a promise (an unknown id rejects with `CommandNotFoundError`), listeners
 * told of every change.
 */
export class TestCommands implements CommandsService {
  private entries = new Map<string, Entry>();
  private listeners = new Set<() => void>();

  register<K extends CommandId>(id: K, handler: CommandHandler<K>, owner: string): Disposable {
    const taken = this.entries.get(id);
    if (taken) throw new Error(`command "${id}" is already registered by "${taken.owner}" ("${owner}" tried again)`);
    const entry: Entry = { owner, handler };
    this.entries.set(id, entry);
    this.changed();
    return {
      dispose: () => {
        if (this.entries.get(id) !== entry) return;
        this.entries.delete(id);
        this.changed();
      },
    };
  }

  async run<K extends CommandId>(id: K, ...args: CommandArgs<K>): Promise<unknown> {
    const entry = this.entries.get(id);
    if (!entry) throw new CommandNotFoundError(id);
    const answer: unknown = Reflect.apply(entry.handler, undefined, args);
    return answer;
  }

  has(id: CommandId): boolean {
    return this.entries.has(id);
  }

  /** The ids registered now, by `owner` when given, in registration order. */
  ids(owner?: string): string[] {
    return [...this.entries].filter(([, e]) => owner === undefined || e.owner === owner).map(([id]) => id);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed() {
    for (const l of [...this.listeners]) l();
  }
}
