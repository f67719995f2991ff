import { defineMessages } from '@kite/sdk';

export const customCssTitles = defineMessages('customCss', { customCss: 'Custom CSS' });
