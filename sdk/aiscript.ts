import type { ComponentType } from 'react';
import { createToken } from './tokens';

/** One line an AiScript program printed (`<:`, `print`) or an error it ended with. */
export interface AiScriptOutputLine {
  level: 'out' | 'info' | 'err';
  text: string;
}

/** A running AiScript program. */
export interface AiScriptRun {
  /** Resolves when the program ends, fails or is stopped. */
  readonly done: Promise<void>;
  /** Stops it at once (its worker is terminated). */
  stop(): void;
}

/**
 * Runs AiScript in the plugins' sandbox (a SES-locked worker), for the `aiscript` and
 * `aiscriptApp` widgets and any other surface that runs a person's own script (issue 15).
 * The program uses the viewer's session for `Mk:api`; it has no plugin token or storage.
 * Provided by the plugins extension; the sandbox loads on the first run.
 */
export interface AiScriptRunnerService {
  /** Runs `code` (AiScript 1.x unless its `/// @ x.y.z` annotation says otherwise). */
  run(code: string, onLine: (line: AiScriptOutputLine) => void): AiScriptRun;
  /**
   * Loads the view that runs an app script (AiScript's `Ui:`, as Misskey's Play and AiScript App
   * widget use it) in a sandbox worker of its own and draws its interface; errors, and a script
   * that stops answering (stopped within seconds), are shown in it.
   */
  loadAppView(): Promise<ComponentType<AiScriptAppViewProps>>;
}

/** Props of the view `AiScriptRunnerService.loadAppView` gives. */
export interface AiScriptAppViewProps {
  /** The script; a new script, or a new `runKey`, runs it again from the start. */
  code: string;
  /** Change it to restart the same script. */
  runKey?: number;
  /** Text shown while the script has drawn nothing. */
  emptyText: string;
}
/** Token of the AiScript sandbox (`AiScriptRunnerService`). Provided by the `plugins` extension: list it in `requires` (or `optional`) to use it. */
export const AiScriptRunner = createToken<AiScriptRunnerService>('kite.aiscript.runner');
