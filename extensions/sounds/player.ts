/** Web Audio playback (loaded on the first sound): decoded buffers are cached per URL. */
let ctx: AudioContext | null = null;
const cache = new Map<string, Promise<AudioBuffer | null>>();

function load(audio: AudioContext, url: string): Promise<AudioBuffer | null> {
  let p = cache.get(url);
  if (!p) {
    p = fetch(url)
      .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(String(r.status)))))
      .then((b) => audio.decodeAudioData(b))
      .catch(() => {
        cache.delete(url);
        return null;
      });
    cache.set(url, p);
  }
  return p;
}

export async function startSound(url: string, volume: number): Promise<boolean> {
  if (typeof AudioContext === 'undefined') return false;
  ctx ??= new AudioContext();
  const buffer = await load(ctx, url);
  if (!buffer) return false;
  const gain = ctx.createGain();
  gain.gain.value = volume;
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  source.connect(gain).connect(ctx.destination);
  source.start();
  return true;
}
