import { RoleTimelinePage } from './SourceTimelinePage';
export default RoleTimelinePage;
