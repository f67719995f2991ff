import { useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { LazySection } from './LazySection';
import { Stats } from './Stats';
import { ActiveUsersChart, ApRequestsChart, FederationChart } from './ServerCharts';
import { Retention } from './Retention';
import { Heatmap } from './Heatmap';
import { Moderators, TopInstances } from './People';
import { QueueSummary } from './QueueSummary';
import { overviewMessages as m } from './messages';
import '../queues/queues.css';
import './overview.css';

/** /admin/overview: the server at a glance; each part loads when it comes into view. */
export default function OverviewPage() {
  const t = useT();
  return (
    <div className="kite-admin-overview">
      <PageHeader title={t(m.overview)} icon="dashboard" />
      <div className="kite-admin-overview-grid">
        <LazySection id="ov-stats" title={t(m.stats)} wide>
          {() => <Stats />}
        </LazySection>
        <LazySection id="ov-active" title={t(m.activeUsers)}>
          {() => <ActiveUsersChart />}
        </LazySection>
        <LazySection id="ov-federation" title={t(m.federation)}>
          {() => <FederationChart />}
        </LazySection>
        <LazySection id="ov-queue" title={t(m.queue)}>
          {() => <QueueSummary />}
        </LazySection>
        <LazySection id="ov-ap" title={t(m.apRequests)}>
          {() => <ApRequestsChart />}
        </LazySection>
        <LazySection id="ov-heatmap" title={t(m.heatmap)} wide>
          {() => <Heatmap />}
        </LazySection>
        <LazySection id="ov-retention" title={t(m.retention)} wide>
          {() => <Retention />}
        </LazySection>
        <LazySection id="ov-moderators" title={t(m.moderators)}>
          {() => <Moderators />}
        </LazySection>
        <LazySection id="ov-instances" title={t(m.topInstances)}>
          {() => <TopInstances />}
        </LazySection>
      </div>
    </div>
  );
}
