import { ListTimelinePage } from './SourceTimelinePage';
export default ListTimelinePage;
