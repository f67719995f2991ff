import { AntennaTimelinePage } from './SourceTimelinePage';
export default AntennaTimelinePage;
