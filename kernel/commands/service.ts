import { CommandNotFoundError } from '@kite/sdk';
import type { CommandArgs, CommandHandler, CommandId, CommandsService, Disposable } from '@kite/sdk';

type Entry = { owner: string; handler: (...args: never[]) => unknown };

/** Commands declared by extensions not active yet (`onCommand:` activation events). */
export interface DeclaredCommands {
  declares(id: string): boolean;
  /** Activates the extensions that declare `id`. */
  activate(id: string): Promise<void>;
}

/**
 * The command registry: one handler per id, registered by an extension (or the kernel)
 * and removed with it. `run` always answers with a promise, so a missing command or a
 * throwing handler is a rejection the caller can report.
 */
export class KernelCommands implements CommandsService {
  private entries = new Map<string, Entry>();
  private listeners = new Set<() => void>();
  private declared: DeclaredCommands = { declares: () => false, activate: () => Promise.resolve() };

  /** Where commands not registered yet may come from (the extension host's lazy activation). */
  onMissing(declared: DeclaredCommands): void {
    this.declared = declared;
  }

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
    try {
      if (!this.entries.has(id) && this.declared.declares(id)) await this.declared.activate(id);
      const entry = this.entries.get(id);
      if (!entry) throw new CommandNotFoundError(id);
      return await (entry.handler as (...a: CommandArgs<K>) => unknown)(...args);
    } catch (e) {
      // Offline, the code a command loads on first use cannot come: the person is told, not left pressing.
      if (isCodeLoadFailure(e)) this.reportLoadFailure(e);
      throw e;
    }
  }

  private reportLoadFailure: (e: unknown) => void = () => {};

  /** Who tells the person when a command's code could not be loaded (the kernel wires the error dialogs). */
  onLoadFailure(report: (e: unknown) => void): void {
    this.reportLoadFailure = report;
  }

  /** Registered, or declared by an extension that registers it when it activates. */
  has(id: CommandId): boolean {
    return this.entries.has(id) || this.declared.declares(id);
  }

  /** Who registered `id` (the debug page and error reports). */
  ownerOf(id: CommandId): string | undefined {
    return this.entries.get(id)?.owner;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed() {
    for (const l of [...this.listeners]) l();
  }
}

/** Whether `e` is the browser failing to fetch a lazily imported chunk (offline, or a deploy removed it). */
export function isCodeLoadFailure(e: unknown): boolean {
  return (
    e instanceof Error &&
    // The browsers' words for a failed dynamic import, and Vite's when a chunk's stylesheet cannot be preloaded.
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      e.message,
    )
  );
}
