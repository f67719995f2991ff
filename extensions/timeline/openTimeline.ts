import type { entities } from 'misskey-js';
import { Api, Instance, NoteStore, Stream, hasSensitiveFile, shownNote } from '@kite/sdk';
import type { ServiceResolver } from '@kite/sdk';
import { liveTimelineFor } from './liveTimeline';
import type { LiveTimeline } from './liveTimeline';
import type { SourceSpec } from './sources';

export interface TimelineOptions {
  withSensitive: boolean;
  excludeFiles: boolean;
  withHashtags?: boolean;
}

/** A note (or the note a pure renote shows) with hashtags, for the client-side "with hashtags" option. */
function hasHashtags(n: entities.Note): boolean {
  return (shownNote(n).tags ?? []).length > 0;
}

/** The cache key of a timeline with these client-side options. */
export function timelineKey(spec: SourceSpec, opts: TimelineOptions): string {
  return `${spec.key}:${+opts.withSensitive}${+(opts.withHashtags ?? true)}`;
}

/**
 * The live timeline of `spec` for the viewer `meId`: the cached one, or a new one. The page's
 * hook and the start page's `prepare` both open timelines here, so they meet on one instance
 * (and one first-page request).
 */
export function openLiveTimeline(services: ServiceResolver, meId: string | null, spec: SourceSpec, opts: TimelineOptions): LiveTimeline {
  const withHashtags = opts.withHashtags ?? true;
  return liveTimelineFor(
    { ...spec, key: timelineKey(spec, opts) },
    {
      api: services.resolve(Api),
      stream: services.has(Stream) ? services.resolve(Stream) : null,
      notes: services.resolve(NoteStore),
      meId,
      notesPerOneAd: services.resolve(Instance).meta?.notesPerOneAd ?? 0,
      keep: (n) =>
        (opts.withSensitive || !hasSensitiveFile(n)) &&
        (!opts.excludeFiles || !(n.files ?? []).length) &&
        (withHashtags || !hasHashtags(n)),
    },
  );
}
