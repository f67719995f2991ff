/**
 * The serverStats and queueStats channels: like Misskey's daemons, a sample every 2 s
 * (server) and 10 s (queue), and the recent log on `requestLog`. The server sample is this
 * machine's CPU, memory and network throughput (bytes a second, from /proc/net/dev where
 * there is one; 0 elsewhere); disk throughput is not measured (0). The queue sample counts the
 * deliver and inbox jobs the server state holds (api/adminQueue), one sampler per state.
 */
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { entities } from 'misskey-js';
import type { State } from '../store/state';
import { queueActivity } from '../api/adminQueue';

const LOG_MAX = 50;

function cpuTimes(): { idle: number; total: number } {
  let idle = 0,
    total = 0;
  for (const c of os.cpus()) {
    idle += c.times.idle;
    total += c.times.user + c.times.nice + c.times.sys + c.times.idle + c.times.irq;
  }
  return { idle, total };
}

class Sampler<T> {
  readonly log: T[] = [];
  readonly events = new EventEmitter();
  private timer: NodeJS.Timeout | null = null;
  private users = 0;
  constructor(
    private readonly every: number,
    private readonly sample: () => T,
  ) {}

  /** Starts sampling while anyone listens; returns the stop for this listener. */
  listen(fn: (s: T) => void): () => void {
    this.events.on('stats', fn);
    if (this.users++ === 0) {
      this.timer = setInterval(() => this.tick(), this.every);
      this.timer.unref();
    }
    return () => {
      this.events.off('stats', fn);
      if (--this.users === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  /** Takes a sample now and sends it (the timer's work; /__dev/queue-stats-tick for tests). */
  tick(): void {
    const s = this.sample();
    this.log.unshift(s);
    if (this.log.length > LOG_MAX) this.log.pop();
    this.events.emit('stats', s);
  }
}

/** Bytes received and sent by every interface but loopback so far, or null where Linux's counters are absent. */
function netBytes(): { rx: number; tx: number } | null {
  try {
    let rx = 0,
      tx = 0;
    for (const line of readFileSync('/proc/net/dev', 'utf8').split('\n').slice(2)) {
      const [name, rest] = line.split(':');
      if (!rest || name?.trim() === 'lo') continue;
      const fields = rest.trim().split(/\s+/).map(Number);
      rx += fields[0] ?? 0;
      tx += fields[8] ?? 0;
    }
    return { rx, tx };
  } catch {
    return null;
  }
}

let prevCpu = cpuTimes();
let prevNet = { at: Date.now(), bytes: netBytes() };
export const serverStats = new Sampler<entities.ServerStats>(2000, () => {
  const now = cpuTimes();
  const busy = 1 - (now.idle - prevCpu.idle) / Math.max(1, now.total - prevCpu.total);
  prevCpu = now;
  const used = os.totalmem() - os.freemem();
  const bytes = netBytes();
  const seconds = Math.max(0.001, (Date.now() - prevNet.at) / 1000);
  const rate = (now: number | undefined, before: number | undefined) => Math.max(0, ((now ?? 0) - (before ?? now ?? 0)) / seconds);
  const net = { rx: rate(bytes?.rx, prevNet.bytes?.rx), tx: rate(bytes?.tx, prevNet.bytes?.tx) };
  prevNet = { at: Date.now(), bytes };
  return { cpu: Math.min(1, Math.max(0, busy)), mem: { used, active: used }, net, fs: { r: 0, w: 0 } };
});

// Misskey's QueueStatsService samples every 10 s: deliver and inbox only, jobs started since the last sample included.
const queueSamplers = new WeakMap<State, Sampler<entities.QueueStats>>();
/** The queueStats sampler of a server state. */
export function queueStatsOf(state: State): Sampler<entities.QueueStats> {
  let s = queueSamplers.get(state);
  if (!s) {
    s = new Sampler<entities.QueueStats>(10_000, () => ({
      deliver: queueActivity(state, 'deliver'),
      inbox: queueActivity(state, 'inbox'),
    }));
    queueSamplers.set(state, s);
  }
  return s;
}

export type StatsChannel = 'serverStats' | 'queueStats';
export function samplerFor(channel: string, state: State): Sampler<entities.ServerStats> | Sampler<entities.QueueStats> | null {
  return channel === 'serverStats' ? serverStats : channel === 'queueStats' ? queueStatsOf(state) : null;
}
