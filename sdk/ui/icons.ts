import type { ComponentType } from 'react';
import {
  IconHome, IconBell, IconUserPlus, IconSpeakerphone, IconPaperclip, IconCloud, IconMessages, IconDeviceTv, IconHash,
  IconSearch, IconLayoutColumns, IconList, IconAntenna, IconStar, IconNotes, IconPlayerPlay, IconIcons, IconMedal,
  IconDeviceGamepad, IconInfoCircle, IconTool, IconRefresh, IconUser, IconTrash, IconBolt, IconSettings, IconPencil,
  IconLayoutSidebarRight, IconDashboard, IconDots, IconChevronLeft, IconChevronRight, IconChevronDown, IconX, IconCheck,
  IconAlertTriangle, IconExternalLink, IconLink, IconCopy, IconBug, IconPuzzle, IconWorld, IconLock, IconEye, IconEyeOff,
  IconMoon, IconSun, IconArrowLeft, IconMaximize, IconMinimize, IconAppWindow, IconLogout, IconPlus, IconMenu2,
  IconRepeat, IconQuote, IconArrowBackUp, IconMoodSmile, IconPhoto, IconChartBar, IconServer, IconCode, IconHeart,
  IconMail, IconLogin, IconShieldLock, IconPalette, IconLanguage, IconAt, IconKey, IconUsers, IconFolder, IconFile,
  IconUpload, IconDownload, IconMessage, IconSend, IconClock, IconMinus, IconLayoutNavbar, IconRocket,
} from '@tabler/icons-react';

export interface IconProps {
  size?: number | string;
  stroke?: number | string;
  className?: string;
  'aria-hidden'?: boolean | 'true' | 'false';
}

/**
 * The icon names contributions may use by string. Only these are bundled; an extension
 * needing another icon passes a component instead.
 */
export const icons = {
  home: IconHome, bell: IconBell, userPlus: IconUserPlus, speakerphone: IconSpeakerphone, paperclip: IconPaperclip,
  cloud: IconCloud, messages: IconMessages, channels: IconDeviceTv, hash: IconHash, search: IconSearch,
  columns: IconLayoutColumns, list: IconList, antenna: IconAntenna, star: IconStar, notes: IconNotes, play: IconPlayerPlay,
  icons: IconIcons, medal: IconMedal, gamepad: IconDeviceGamepad, info: IconInfoCircle, tool: IconTool, refresh: IconRefresh,
  user: IconUser, trash: IconTrash, bolt: IconBolt, settings: IconSettings, pencil: IconPencil,
  widgets: IconLayoutSidebarRight, dashboard: IconDashboard, dots: IconDots, chevronLeft: IconChevronLeft,
  chevronRight: IconChevronRight, chevronDown: IconChevronDown, x: IconX, check: IconCheck, alert: IconAlertTriangle,
  externalLink: IconExternalLink, link: IconLink, copy: IconCopy, bug: IconBug, puzzle: IconPuzzle, world: IconWorld,
  lock: IconLock, eye: IconEye, eyeOff: IconEyeOff, moon: IconMoon, sun: IconSun, arrowLeft: IconArrowLeft,
  maximize: IconMaximize, minimize: IconMinimize, window: IconAppWindow, logout: IconLogout, plus: IconPlus, menu: IconMenu2,
  repeat: IconRepeat, quote: IconQuote, reply: IconArrowBackUp, smile: IconMoodSmile, photo: IconPhoto, chart: IconChartBar,
  server: IconServer, code: IconCode, heart: IconHeart, mail: IconMail, login: IconLogin, shield: IconShieldLock,
  palette: IconPalette, language: IconLanguage, at: IconAt, key: IconKey, users: IconUsers, folder: IconFolder,
  file: IconFile, upload: IconUpload, download: IconDownload, message: IconMessage, send: IconSend, clock: IconClock,
  minus: IconMinus, navbar: IconLayoutNavbar, rocket: IconRocket,
} satisfies Record<string, ComponentType<IconProps>>;

export type IconName = keyof typeof icons;

/** An icon by name, or any icon component. */
export type IconSpec = IconName | ComponentType<IconProps>;
