import { MetaPage } from './MetaPage';
import type { Draft } from './form';
import type { SectionSpec } from './spec';
import { metaMessages as m } from './messages';
import { metaTitles } from './titles';

const CACHE_MAX = 100_000;
const fanout = (d: Draft) => d.enableFanoutTimeline;
const cleaning = (d: Draft) => d.enableRemoteNotesCleaning;

const sections: readonly SectionSpec[] = [
  {
    fields: [
      { kind: 'switch', key: 'enableServerMachineStats', label: m.enableServerMachineStats, hint: m.enableServerMachineStatsHint },
      { kind: 'switch', key: 'enableIdenticonGeneration', label: m.enableIdenticonGeneration, hint: m.enableIdenticonGenerationHint },
      { kind: 'switch', key: 'enableChartsForRemoteUser', label: m.enableChartsForRemoteUser, hint: m.enableChartsForRemoteUserHint },
      {
        kind: 'switch',
        key: 'enableChartsForFederatedInstances',
        label: m.enableChartsForFederatedInstances,
        hint: m.enableChartsForFederatedInstancesHint,
      },
      {
        kind: 'switch',
        key: 'enableStatsForFederatedInstances',
        label: m.enableStatsForFederatedInstances,
        hint: m.enableStatsForFederatedInstancesHint,
      },
    ],
  },
  {
    title: m.fanoutTimeline,
    fields: [
      { kind: 'switch', key: 'enableFanoutTimeline', label: m.enableFanoutTimeline, hint: m.enableFanoutTimelineHint },
      {
        kind: 'switch',
        key: 'enableFanoutTimelineDbFallback',
        when: fanout,
        label: m.enableFanoutTimelineDbFallback,
        hint: m.enableFanoutTimelineDbFallbackHint,
      },
      {
        kind: 'number',
        key: 'perLocalUserUserTimelineCacheMax',
        when: fanout,
        label: m.perLocalUserUserTimelineCacheMax,
        min: 0,
        max: CACHE_MAX,
      },
      {
        kind: 'number',
        key: 'perRemoteUserUserTimelineCacheMax',
        when: fanout,
        label: m.perRemoteUserUserTimelineCacheMax,
        min: 0,
        max: CACHE_MAX,
      },
      { kind: 'number', key: 'perUserHomeTimelineCacheMax', when: fanout, label: m.perUserHomeTimelineCacheMax, min: 0, max: CACHE_MAX },
      { kind: 'number', key: 'perUserListTimelineCacheMax', when: fanout, label: m.perUserListTimelineCacheMax, min: 0, max: CACHE_MAX },
    ],
  },
  {
    title: m.reactionsBuffering,
    fields: [{ kind: 'switch', key: 'enableReactionsBuffering', label: m.enableReactionsBuffering, hint: m.enableReactionsBufferingHint }],
  },
  {
    title: m.remoteNotesCleaning,
    fields: [
      { kind: 'switch', key: 'enableRemoteNotesCleaning', label: m.enableRemoteNotesCleaning, hint: m.enableRemoteNotesCleaningHint },
    ],
  },
  {
    when: (d) => d.enableRemoteNotesCleaning,
    fields: [
      {
        kind: 'number',
        key: 'remoteNotesCleaningExpiryDaysForEachNotes',
        when: cleaning,
        label: m.remoteNotesCleaningExpiryDaysForEachNotes,
        min: 1,
        max: 36_500,
      },
      {
        kind: 'number',
        key: 'remoteNotesCleaningMaxProcessingDurationInMinutes',
        when: cleaning,
        label: m.remoteNotesCleaningMaxProcessingDurationInMinutes,
        min: 1,
        max: 1440,
      },
    ],
  },
];

/** /admin/performance: machine stats, identicons, charts, the Redis timelines and their sizes, reactions buffering, remote notes cleaning. */
export default function PerformancePage() {
  return <MetaPage title={metaTitles.performance} icon="bolt" sections={sections} />;
}
