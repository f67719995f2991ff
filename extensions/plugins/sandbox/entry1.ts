/** Sandbox bundle for AiScript 1.x scripts (see tools/aiscriptSandbox.ts). */
import * as aiscript from '@syuilo/aiscript';
import { createSandbox } from './glue';

export const create = () => createSandbox(aiscript);
