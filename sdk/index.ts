/**
 * The Kite sdk: the only module extensions import. It declares the extension model,
 * the service tokens (implemented by the kernel), the contribution types, and the
 * React hooks and UI primitives extensions use.
 */
export { createToken } from './tokens';
export type { Token, Disposable } from './tokens';
export { defineExtension, isExtension } from './extension';
export type { Extension, ExtensionDefinition, ExtensionContext, Contributor, Contributors } from './extension';
export { contributionPointIds } from './contributions';
export type * from './contributions';
export { defineMessages, interpolate, isMessageKey } from './i18n';
export type { MessageKey, MessageParams } from './i18n';
export { corePreferenceDefaults } from './preferences';
export type { CorePreferences } from './preferences';
export * from './services';
export { ServiceContext, ServiceProvider, useService, useOptionalService, useContributions, useT, usePreference, useViewer } from './react';
export type { ServiceResolver } from './react';
export { InvalidUrlError, requireHttpUrl, safeHttpUrl, internalPath } from './url';
export { Link } from './ui/Link';
export type { LinkProps } from './ui/Link';
export { Icon } from './ui/Icon';
export { icons } from './ui/icons';
export type { IconName, IconSpec, IconProps } from './ui/icons';
export { Api, ApiError, Instance, isApiError } from './api';
export type { ApiService, ApiCallOptions, ApiErrorInfo, EndpointName, EndpointReq, EndpointRes, InstanceService } from './api';
export { Dialogs, Menus, Toasts, PageWindows, Hotkeys, AchievementEvents } from './overlay';
export type { DialogOptions, DialogResult, DialogService, MenuItem, MenuService, ToastService, PageWindowService, HotkeyService, AchievementEventsService } from './overlay';
export { NoteViews } from './notes';
export type { NoteAction, NoteCardProps, MfmProps, NoteViewsService, WordMuteResult } from './notes';
export { Accounts, AuthUi } from './accounts';
export type { AccountSummary, AccountsService, AccountsState, AuthUiService } from './accounts';
export { Stream } from './stream';
export { compareIds, createCatchUpFeed } from './catchUp';
export type { CatchUpFeed, StreamBroadcasts, StreamService, StreamState } from './stream';
export { Composer } from './compose';
export type { ComposeOptions, ComposerService, NoteVisibility, PostFormProps } from './compose';
export { Drive } from './drive';
export type { CompressionLevel, DriveService, DriveUploadOptions, UploadQueue, UploadQueueItem } from './drive';
export { NoteFeed, FEED_LIMITS } from './ui/noteFeed';
export type { FeedSnapshot, FeedState, PageParams } from './ui/noteFeed';
export { VirtualNoteList } from './ui/VirtualNoteList';
export type { VirtualNoteListProps } from './ui/VirtualNoteList';
export { NoteCapture, applyNoteEvent, bulkIntervalMs, CAPTURE } from './ui/noteCapture';
export type { CaptureTarget } from './ui/noteCapture';
export { NoteActions } from './noteActions';
export type { NoteActionsService, NoteChange } from './noteActions';
