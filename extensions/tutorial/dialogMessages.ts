import { defineMessages } from '@kite/sdk';

/**
 * The walkthrough's en-US texts, in plain words. Same namespace as messages.ts (ids stay `tutorial.*`);
 * kept apart so the step texts load with the dialog, not at boot.
 */
export const tutorialDialogMessages = defineMessages('tutorial', {
  title: 'Kite tutorial',
  close: 'Close tutorial',
  stepOf: 'Step {n} of {total}',
  back: 'Back',
  next: 'Next',
  finish: 'Finish',

  timelinesTitle: 'Timelines',
  timelinesText:
    'A timeline is a stream of notes, newest first. Home shows you and the people you follow. Local shows everyone on this server. Social mixes the two. Global adds notes this server has received from other servers. Switch between them with the tabs at the top of the timeline.',
  readTitle: 'Reading a note',
  readText:
    'Each note starts with its author and how long ago it was posted. Some authors hide the text behind a content warning: the short line you see first, with a button to show the rest. Below the text, the reactions row counts the emoji others have left; click one to add the same reaction.',
  reactTitle: 'Reacting, renoting and replying',
  reactText:
    'The buttons under each note are how you join in. Reply answers the note. Renote shares it with your followers, or lets you quote it with words of your own. The plus button opens the emoji picker to react. The dots open a menu with more, such as copying a link.',
  postTitle: 'Posting',
  postText:
    'Press the Post button at the bottom of the navbar, or the P key anywhere outside a text field, to write a note. Before posting you can choose who sees it, add a content warning, attach files or a poll.',
  driveTitle: 'The drive',
  driveText:
    'Everything you upload lands in your drive, sorted into folders if you like. Open Drive from the navbar to rename, move, describe or delete files, and to reuse one in a new note without uploading it again.',
  settingsTitle: 'Settings and the navbar',
  settingsText:
    'Settings, near the bottom of the navbar, holds your profile, theme, notifications and much more. To choose which entries the navbar shows and in what order, open Settings and then Navbar. Anything left out stays one click away under More.',
});
