import type { ApiService, WidgetSettingField, WidgetSettingsForm } from '@kite/sdk';
import { formMessages as f } from './formMessages';

/**
 * The widgets' settings forms, with Misskey's field names and defaults (a layout written by
 * Misskey's client reads the same here). One lazy chunk for all: a form loads with its widget.
 */

const showHeader = (d: boolean): WidgetSettingField => ({ type: 'boolean', label: f.showHeader, default: d });
const transparent: WidgetSettingField = { type: 'boolean', label: f.transparent, default: false };
const fontSize: WidgetSettingField = { type: 'number', label: f.fontSize, default: 1.5, min: 0.5, max: 5, step: 0.1 };

function timezones(): WidgetSettingField {
  // IANA names from the browser; `null` is the device's own zone (Misskey's default too).
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return {
    type: 'enum',
    label: f.timezone,
    default: null,
    options: [{ value: null, label: f.localTimezone }, ...zones.map((z) => ({ value: z.toLowerCase(), label: z }))],
  };
}

const rssCommon = {
  url: { type: 'string', label: f.url, default: 'http://feeds.afpbb.com/rss/afpbb/afpbbnews', url: true },
  refreshIntervalSec: { type: 'number', label: f.refreshIntervalSec, default: 60, min: 10, max: 86400, step: 1 },
  maxEntries: { type: 'number', label: f.maxEntries, default: 15, min: 1, max: 100, step: 1 },
} satisfies WidgetSettingsForm;

export const forms: Readonly<Record<string, WidgetSettingsForm | (() => WidgetSettingsForm)>> = {
  calendar: { transparent },
  clock: () => ({
    transparent,
    size: {
      type: 'enum',
      label: f.size,
      default: 'medium',
      options: [
        { value: 'small', label: f.small },
        { value: 'medium', label: f.medium },
        { value: 'large', label: f.large },
      ],
    },
    thickness: {
      type: 'enum',
      label: f.thickness,
      default: 0.2,
      options: [
        { value: 0.1, label: f.thin },
        { value: 0.2, label: f.normal },
        { value: 0.3, label: f.thick },
      ],
    },
    graduations: {
      type: 'enum',
      label: f.graduations,
      default: 'numbers',
      options: [
        { value: 'none', label: f.none },
        { value: 'dots', label: f.dots },
        { value: 'numbers', label: f.numbers },
      ],
    },
    fadeGraduations: { type: 'boolean', label: f.fadeGraduations, default: true },
    sAnimation: {
      type: 'enum',
      label: f.secondHand,
      default: 'elastic',
      options: [
        { value: 'none', label: f.none },
        { value: 'elastic', label: f.elastic },
        { value: 'easeOut', label: f.easeOut },
      ],
    },
    twentyFour: { type: 'boolean', label: f.twentyFour, default: false },
    label: {
      type: 'enum',
      label: f.label,
      default: 'none',
      options: [
        { value: 'none', label: f.none },
        { value: 'time', label: f.labelTime },
        { value: 'tz', label: f.labelTz },
        { value: 'timeAndTz', label: f.labelTimeAndTz },
      ],
    },
    timezone: timezones(),
  }),
  digitalClock: () => ({
    transparent,
    fontSize,
    showMs: { type: 'boolean', label: f.showMs, default: true },
    showLabel: { type: 'boolean', label: f.showLabel, default: true },
    timezone: timezones(),
  }),
  unixClock: {
    transparent,
    fontSize,
    showMs: { type: 'boolean', label: f.showMs, default: true },
    showLabel: { type: 'boolean', label: f.showLabel, default: true },
  },
  memo: { showHeader: showHeader(true), height: { type: 'number', label: f.height, default: 100, min: 50, max: 1000, step: 1 } },
  aichan: { transparent },
  onlineUsers: { transparent: { type: 'boolean', label: f.transparent, default: true } },
  clicker: { showHeader: showHeader(false) },
  trends: { showHeader: showHeader(true) },
  federation: { showHeader: showHeader(true) },
  instanceCloud: { transparent },
  activity: {
    showHeader: showHeader(true),
    transparent,
    view: {
      type: 'enum',
      label: f.view,
      default: 0,
      options: [
        { value: 0, label: f.viewCalendar },
        { value: 1, label: f.viewChart },
      ],
    },
  },
  photos: { showHeader: showHeader(true), transparent },
  birthdayFollowings: { showHeader: showHeader(true) },
  rss: { ...rssCommon, showHeader: showHeader(true) },
  rssTicker: {
    ...rssCommon,
    shuffle: { type: 'boolean', label: f.shuffle, default: true },
    duration: { type: 'number', label: f.duration, default: 70, min: 5, max: 200, step: 1 },
    reverse: { type: 'boolean', label: f.reverse, default: false },
    showHeader: showHeader(false),
    transparent,
  },
  serverMetric: {
    showHeader: showHeader(true),
    transparent,
    view: {
      type: 'enum',
      label: f.view,
      default: 0,
      options: [
        // Misskey's numbering, so a widget imported from Misskey shows the same view.
        { value: 0, label: f.viewCpuMem },
        { value: 1, label: f.viewNet },
        { value: 2, label: f.viewCpu },
        { value: 3, label: f.viewMem },
        { value: 4, label: f.viewDisk },
      ],
    },
  },
  jobQueue: { transparent, sound: { type: 'boolean', label: f.sound, default: false } },
};

/** The form of `name`. */
export function formOf(name: string): WidgetSettingsForm | undefined {
  const x = forms[name];
  return typeof x === 'function' ? x() : x;
}

/** Forms whose choices come from the server: the person's lists, drive folders. */
export async function userListForm(api: ApiService): Promise<WidgetSettingsForm> {
  const lists = await api.request('users/lists/list', {});
  return {
    showHeader: showHeader(true),
    listId: {
      type: 'enum',
      label: f.listId,
      default: null,
      options: [{ value: null, label: f.noListChosen }, ...lists.map((l) => ({ value: l.id, label: l.name }))],
    },
  };
}

export async function slideshowForm(api: ApiService): Promise<WidgetSettingsForm> {
  const folders = await api.request('drive/folders', { limit: 100 });
  return {
    height: { type: 'number', label: f.height, default: 300, min: 50, max: 1000, step: 1 },
    folderId: {
      type: 'enum',
      label: f.folderId,
      default: null,
      options: [{ value: null, label: f.noFolderChosen }, ...folders.map((d) => ({ value: d.id, label: d.name }))],
    },
  };
}
