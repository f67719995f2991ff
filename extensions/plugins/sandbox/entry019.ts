/** Sandbox bundle for AiScript 0.x scripts, run with 0.19 (see tools/aiscriptSandbox.ts). */
import * as aiscript from 'aiscript-0.19';
import { createSandbox } from './glue';

export const create = () => createSandbox(aiscript);
