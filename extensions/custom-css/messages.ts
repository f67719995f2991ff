import { defineMessages } from '@kite/sdk';

export const cssMessages = defineMessages('customCssPage', {
  warning: 'Custom CSS changes how Kite looks on this device. CSS from someone you do not trust can hide or fake parts of the page.',
  safeMode: 'Safe mode is on: custom CSS is not applied. Turn safe mode off to use it.',
  css: 'CSS',
  apply: 'Apply',
  remove: 'Remove',
  confirmApply: 'Apply this CSS now? If it breaks the page, open Kite with ?safemode=true to turn it off.',
  confirmRemove: 'Remove the custom CSS?',
  applied: 'The custom CSS is applied.',
  stored: 'Saved. It will apply when safe mode is off.',
  removed: 'The custom CSS is removed.',
  unsaved: 'Not applied yet.',
});
