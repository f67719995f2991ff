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
}
/** Token of the AiScript sandbox (`AiScriptRunnerService`). Provided by the `plugins` extension: list it in `requires` (or `optional`) to use it. */
export const AiScriptRunner = createToken<AiScriptRunnerService>('kite.aiscript.runner');
