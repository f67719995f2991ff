/** What the `tutorial` preference namespace stores (defined at activation, before the dialog's code loads). */
export const tutorialPrefDefaults = { step: 0, done: false };
export type TutorialPrefs = typeof tutorialPrefDefaults;
