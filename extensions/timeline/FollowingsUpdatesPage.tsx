import { FollowingsUpdatesPage } from './SourceTimelinePage';
export default FollowingsUpdatesPage;
