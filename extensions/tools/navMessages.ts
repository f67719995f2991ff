import { defineMessages } from '@kite/sdk';

/** The page titles, apart from the pages' texts so the first load carries only these. */
export const toolsNavMessages = defineMessages('tools', { apiConsole: 'API console', preview: 'MFM preview' });
