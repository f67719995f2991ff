import { safeHttpUrl } from '@kite/sdk';
import type { MessageKey } from '@kite/sdk';
import type { Endpoints } from 'misskey-js';
import { announcementsMessages as m } from './messages';

/** One announcement as the control panel lists it. */
export type AdminAnnouncement = Endpoints['admin/announcements/list']['res'][number];
export type Icon = 'info' | 'warning' | 'error' | 'success';
export type Display = 'normal' | 'banner' | 'dialog';

/** What the form edits; `userId` only matters for a new one (Misskey keeps the addressee). */
export interface AnnouncementDraft {
  title: string;
  text: string;
  imageUrl: string;
  icon: Icon;
  display: Display;
  needConfirmationToRead: boolean;
  silence: boolean;
}

export const emptyDraft: AnnouncementDraft = {
  title: '',
  text: '',
  imageUrl: '',
  icon: 'info',
  display: 'normal',
  needConfirmationToRead: false,
  silence: false,
};

const icons: readonly Icon[] = ['info', 'warning', 'error', 'success'];
const displays: readonly Display[] = ['normal', 'banner', 'dialog'];

/** The form's values for an existing announcement (an unknown icon or display falls back to Misskey's defaults). */
export function draftOf(a: AdminAnnouncement): AnnouncementDraft {
  return {
    title: a.title,
    text: a.text,
    imageUrl: a.imageUrl ?? '',
    icon: icons.find((i) => i === a.icon) ?? 'info',
    display: displays.find((d) => d === a.display) ?? 'normal',
    needConfirmationToRead: a.needConfirmationToRead,
    silence: a.silence,
  };
}

/** Why the draft cannot be saved (a message), or null. */
export function draftProblem(d: AnnouncementDraft): MessageKey | null {
  if (!d.title.trim() || !d.text.trim()) return m.needTitleAndText;
  if (d.imageUrl.trim() && !safeHttpUrl(d.imageUrl.trim())) return m.badImageUrl;
  return null;
}

/** The fields Misskey's create and update take from the draft (an empty image URL is sent as null). */
export function draftParams(d: AnnouncementDraft) {
  return {
    title: d.title.trim(),
    text: d.text,
    imageUrl: d.imageUrl.trim() || null,
    icon: d.icon,
    display: d.display,
    needConfirmationToRead: d.needConfirmationToRead,
    silence: d.silence,
  };
}
