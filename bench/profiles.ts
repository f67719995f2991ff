import type { BrowserContextOptions, CDPSession } from 'playwright-core';

/**
 * The two device profiles every cold-load figure is measured on. The phone profile is the one
 * issue 18 compares with Misskey's own client: 4× CPU slowdown, 150 ms round trip, 1.6 Mbps down
 * (750 kbps up), a phone-sized viewport.
 */
export interface DeviceProfile {
  name: 'desktop' | 'phone';
  context: BrowserContextOptions;
  /** Applied through the DevTools protocol before the page navigates. */
  throttle?: { cpuRate: number; latencyMs: number; downBps: number; upBps: number };
}

export const desktop: DeviceProfile = { name: 'desktop', context: { viewport: { width: 1400, height: 900 } } };

export const phone: DeviceProfile = {
  name: 'phone',
  context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  throttle: { cpuRate: 4, latencyMs: 150, downBps: (1.6 * 1024 * 1024) / 8, upBps: (750 * 1024) / 8 },
};

export async function applyThrottle(cdp: CDPSession, profile: DeviceProfile): Promise<void> {
  const t = profile.throttle;
  if (!t) return;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: t.latencyMs,
    downloadThroughput: t.downBps,
    uploadThroughput: t.upBps,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: t.cpuRate });
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}
