/**
 * Fault injection for tests: a request header `X-Kite-Fault` or faults queued
 * per endpoint with POST /__dev/faults.
 */
import { ApiError, E } from '../http/errors';

export type FaultName = 'RATE_LIMIT_EXCEEDED' | 'INTERNAL_ERROR' | 'INVALID_PARAM' | 'MALFORMED' | 'DROP' | '413';
export const FAULT_NAMES: readonly FaultName[] = ['RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR', 'INVALID_PARAM', 'MALFORMED', 'DROP', '413'];

export interface QueuedFault {
  endpoint: string;
  fault: FaultName | null;
  slowMs: number;
  times: number;
}

export type FaultAction = { type: 'error'; error: ApiError } | { type: 'malformed' } | { type: 'drop' } | { type: 'tooLarge' };

export interface FaultDecision {
  delayMs: number;
  action: FaultAction | null;
}

export function faultError(name: 'RATE_LIMIT_EXCEEDED' | 'INTERNAL_ERROR' | 'INVALID_PARAM'): ApiError {
  switch (name) {
    case 'RATE_LIMIT_EXCEEDED':
      return new ApiError(E.RATE_LIMIT_EXCEEDED, {
        resetMs: Date.now() + 1000,
        resetSec: 1,
        fullResetMs: Date.now() + 1000,
        fullResetSec: 1,
      });
    case 'INTERNAL_ERROR':
      return new ApiError(E.INTERNAL_ERROR, { e: { message: 'Injected fault', code: 'Error', id: globalThis.crypto.randomUUID() } });
    case 'INVALID_PARAM':
      return new ApiError(E.INVALID_PARAM, { param: '#/properties/injected', reason: 'injected fault' });
  }
}

function actionOf(name: FaultName): FaultAction {
  switch (name) {
    case 'MALFORMED':
      return { type: 'malformed' };
    case 'DROP':
      return { type: 'drop' };
    case '413':
      return { type: 'tooLarge' };
    default:
      return { type: 'error', error: faultError(name) };
  }
}

export class Faults {
  private queue: QueuedFault[] = [];

  add(f: { endpoint: string; fault?: string | null; slowMs?: number; times?: number }): QueuedFault {
    const fault = f.fault == null ? null : (FAULT_NAMES as readonly string[]).includes(f.fault) ? (f.fault as FaultName) : undefined;
    if (fault === undefined) throw new Error(`unknown fault ${String(f.fault)}`);
    if (fault == null && !f.slowMs) throw new Error('a fault or slowMs is required');
    const q: QueuedFault = { endpoint: f.endpoint.replace(/^\/?(api\/)?/, ''), fault, slowMs: f.slowMs ?? 0, times: f.times ?? 1 };
    this.queue.push(q);
    return q;
  }

  clear(): void {
    this.queue = [];
  }

  list(): QueuedFault[] {
    return [...this.queue];
  }

  /** Decide what happens to a call, consuming one use of a queued fault. */
  decide(endpoint: string, header: string | undefined): FaultDecision {
    const out: FaultDecision = { delayMs: 0, action: null };
    if (header) {
      for (const part of header
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const slow = /^slow=(\d+)$/.exec(part);
        if (slow) out.delayMs = Number(slow[1]);
        else if ((FAULT_NAMES as readonly string[]).includes(part)) out.action = actionOf(part as FaultName);
      }
      if (out.action || out.delayMs) return out;
    }
    const idx = this.queue.findIndex((q) => q.endpoint === endpoint || q.endpoint === '*');
    if (idx < 0) return out;
    const q = this.queue[idx];
    q.times--;
    if (q.times <= 0) this.queue.splice(idx, 1);
    out.delayMs = q.slowMs;
    if (q.fault) out.action = actionOf(q.fault);
    return out;
  }
}
