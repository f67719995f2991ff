import { defineMessages } from '@kite/sdk';

export const seasonalMessages = defineMessages('seasonalPage', {
  enable: 'Show seasonal effects',
  explain:
    'Snow in December and January (July and August in the southern hemisphere) and cherry blossom in March and April fall across the screen. They never show when animations are off or your device asks for reduced motion.',
  hemisphere: 'Hemisphere',
  north: 'Northern',
  south: 'Southern',
  reloadNote: 'Takes effect the next time Kite starts.',
});
