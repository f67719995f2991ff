import { DirectsTimelinePage } from './SourceTimelinePage';
export default DirectsTimelinePage;
