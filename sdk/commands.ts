import type { entities } from 'misskey-js';
import type { ComposeOptions } from './compose';
import type { Disposable } from './tokens';
import { createToken } from './tokens';

/**
 * The well-known commands and their argument tuples. Hotkeys, navbar buttons and menus
 * start an action another extension owns by running its command. An extension adding its
 * own ids types them by merging into this interface:
 *
 * ```ts
 * declare module '@kite/sdk' { interface CommandMap { 'clock.reset': [hours: number] } }
 * ```
 */
export interface CommandMap {
  /** Opens the post form (provided by `compose`). */
  'compose.open': [options?: ComposeOptions];
  /** Opens search (provided by the kernel until a search extension takes it). */
  'search.open': [];
  /** Toggles dark mode (kernel). */
  'theme.toggleDark': [];
  /** Reloads in safe mode, third-party code off (kernel; spec 1 §4). */
  'safeMode.enable': [];
  /** Opens the list of every keyboard shortcut (kernel). */
  'hotkeys.help': [];
  /** Opens the command palette (provided by `hotkeys`). */
  'palette.open': [];
  /** Opens the menu that adds a note to a clip, at `anchor` (provided by `clips`). */
  'clips.clipNote': [note: entities.Note, anchor: HTMLElement | null];
}

/** Any command id: a well-known one, or another extension's own. */
export type CommandId = keyof CommandMap | (string & {});

/** The arguments of command `K`: typed for the well-known ids, free for the rest. */
export type CommandArgs<K extends string> = K extends keyof CommandMap ? CommandMap[K] : unknown[];

/** A command's implementation. */
export type CommandHandler<K extends string> = (...args: CommandArgs<K>) => unknown;

/** Runs commands by id, whichever extension registered them. */
export interface CommandsService {
  /**
   * Runs a command. Rejects with `CommandNotFoundError` naming the id when no active
   * extension registered it, and with the handler's own error when it fails.
   */
  run<K extends CommandId>(id: K, ...args: CommandArgs<K>): Promise<unknown>;
  /** Whether someone registered `id` (an extension switched off takes its commands with it). */
  has(id: CommandId): boolean;
  /** Calls `listener` when commands are added or removed (e.g. to show or hide a button). */
  subscribe(listener: () => void): () => void;
}
/** Token of the command registry (`CommandsService`); extensions register through `ctx.commands`. Provided by the kernel: usable without listing it in `requires`. */
export const Commands = createToken<CommandsService>('kite.commands');

/** `ctx.commands`: registers a command for as long as the extension is active. */
export interface CommandRegistrar {
  /** Throws when another extension already registered `id` (one owner per command). */
  add<K extends CommandId>(id: K, handler: CommandHandler<K>): Disposable;
}

/** Thrown (as a rejection) by `Commands.run` for an id nobody registered. */
export class CommandNotFoundError extends Error {
  constructor(readonly commandId: string) {
    super(`no command "${commandId}" is registered (is the extension that provides it switched off?)`);
    this.name = 'CommandNotFoundError';
  }
}
