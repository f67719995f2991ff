import { MentionsTimelinePage } from './SourceTimelinePage';
export default MentionsTimelinePage;
