/**
 * The Kite sdk: with `@kite/sdk/pageKit` (the UI only pages draw), the only modules extensions
 * import. It declares the extension model, the service tokens (implemented by the kernel), the
 * contribution types, and the React hooks and UI primitives extensions use. Every export is
 * listed in sdk/api-report.md and counted against a budget (`npm run check:api`); what only the
 * kernel needs is in `@kite/sdk/internal`.
 */
export { createToken } from './tokens';
export type { Token, Disposable, ServiceResolver } from './tokens';
export { Commands, CommandNotFoundError } from './commands';
export type { CommandMap, CommandId, CommandArgs, CommandHandler, CommandsService, CommandRegistrar } from './commands';
export { defineExtension } from './extension';
export { contextPositions } from './contextPositions';
export type {
  ActivationEvent,
  ContextKey,
  Contributor,
  Contributors,
  Declared,
  Extension,
  ExtensionContext,
  ExtensionContributions,
  ExtensionDefinition,
} from './extension';
export { SDK_VERSION } from './version';
export { contributionPointIds } from './contributions';
export type * from './contributions';
export { defineMessages, interpolate, pluralForm } from './i18n';
export type { MessageKey, MessageParams, PluralForms } from './i18n';
export { corePreferenceDefaults } from './preferences';
export type { CorePreferences, PreferenceScope, PrefRecord, PreferencesProfile, SyncChoice } from './preferences';
export * from './services';
export {
  ServiceContext,
  ServiceProvider,
  useService,
  useOptionalService,
  useContributions,
  useT,
  useTn,
  usePreference,
  useViewer,
  useCommandAvailable,
} from './react';
export { InvalidUrlError, requireHttpUrl, safeHttpUrl, internalPath, safeImageSrc } from './url';
export { Link } from './ui/Link';
export type { LinkProps } from './ui/Link';
export { Icon } from './ui/Icon';
export { icons } from './ui/icons';
export type { IconName, IconSpec, IconProps } from './ui/icons';
export { Api, ApiError, ApiFeedback, Instance, isApiError } from './api';
export type {
  ApiService,
  ApiCallOptions,
  ApiCallerErrors,
  ApiErrorInfo,
  ApiFeedbackService,
  EndpointName,
  EndpointReq,
  EndpointRes,
  InstanceService,
} from './api';
export { ACCOUNT_ERROR_IDS, classifyAccountError } from './accountErrors';
export type { AccountFetchFailure } from './accountErrors';
export { Dialogs, Menus, MenuPresenter, Toasts, PageWindows, Hotkeys, AchievementEvents } from './overlay';
export type {
  DialogOptions,
  DialogResult,
  DialogService,
  MenuItem,
  MenuPlacement,
  MenuPresenterService,
  MenuService,
  ToastService,
  PageWindowService,
  HotkeyService,
  HotkeyBinding,
  HotkeyHelp,
  AchievementEventsService,
} from './overlay';
export { Popups } from './overlay';
export type { PopupService } from './overlay';
export { useTooltip, useUserPreview } from './ui/popups';
export type { PageHeaderProps, PageTab, PageAction } from './ui/PageHeader';
export { PageTitleContext, SearchMarkerContext, usePublishTitle, useSearchMarker } from './ui/pageTitle';
export { Loading } from './ui/Loading';
export { ResultScreen } from './ui/Result';
export type { ResultKind, ResultScreenProps } from './ui/Result';
export { AdBox } from './ui/AdBox';
export { chooseAd, adsHidden } from './ui/ads';
export type { Ad, AdPlace } from './ui/ads';
export { NoteViews } from './notes';
export type { NoteAction, NoteCardProps, MfmProps, NoteViewsService, WordMuteResult } from './notes';
export { Accounts, AuthUi } from './accounts';
export type { AccountSummary, AccountsService, AccountsState, AuthUiService } from './accounts';
export { Stream } from './stream';
export { compareIds, createCatchUpFeed } from './catchUp';
export type { CatchUpFeed, ChannelHandle, StreamBroadcasts, StreamChannel, StreamService, StreamState } from './stream';
export { Composer } from './compose';
export type { ComposeOptions, ComposerService, NoteVisibility, PostFormProps } from './compose';
export { AiScriptRunner } from './aiscript';
export type { AiScriptAppViewProps, AiScriptOutputLine, AiScriptRun, AiScriptRunnerService } from './aiscript';
export { Drive } from './drive';
export type { CompressionLevel, DriveService, DriveUploadOptions, UploadQueue, UploadQueueItem } from './drive';
export { NoteFeed } from './ui/noteFeed';
export type { FeedSnapshot, FeedState, PageParams } from './ui/noteFeed';
export { ScrollContainer, VirtualNoteList } from './ui/VirtualNoteList';
export { NOTE_KEYS, useNoteKeys } from './ui/noteKeys';
export type { NoteKeyAction, NoteKeyHandlers } from './ui/noteKeys';
export type { ListVirtualizerOptions, ScrollArea, VirtualNoteListProps } from './ui/VirtualNoteList';
export { NoteStore } from './noteStore';
export type { NoteStoreService } from './noteStore';
export { useNote, useHeldNote } from './ui/useNote';
export { TimedCache, MyAntennas, MyClips, MyLists } from './collections';
export type { CachedCollection } from './collections';
export { isPureRenote, shownNote, hasSensitiveFile } from './noteRules';
export { NoteActions } from './noteActions';
export type { NoteActionsService, NoteChange } from './noteActions';
export { UserName, plainName } from './ui/UserName';
export { UserPreviews, acctOf } from './users';
export type { UserPreviewCardProps, UserPreviewProvider } from './users';
export type { ModalProps, ModalLabel } from './ui/Modal';
export { claimZIndex, topZIndex } from './ui/layers';
export type { Layer } from './ui/layers';
export { KeyValue } from './keyValue';
export type { KeyValueService, KvStore } from './keyValue';
export { resolveLazy, LazyView } from './ui/lazy';
export { lazyView } from './ui/lazyView';
export type { PreloadableView } from './ui/lazyView';
export { schedulePreload } from './preloadOnInput';
export { afterFirstContent, markFirstContent, whenIdle } from './firstContent';
export { within } from './within';
export { mountUntilDone } from './mountUntilDone';
export { loadOnce } from './loadOnce';
export { startLoaded } from './startLoaded';
export { AsyncBoundary } from './ui/AsyncBoundary';
export { ShellFrame, SideColumn } from './shell';
export type { ShellFrameProps, ShellFrameService, SideColumnService } from './shell';
export { fluentEmojiPath, twemojiPath, unicodeEmojiImage } from './emoji';
export type { EmojiStyle } from './emoji';
export { PageRouters } from './pageRouter';
export type { PageRouter, PageRouterService } from './pageRouter';
export { Sounds } from './sounds';
export type { SoundEvent, SoundPlayed, SoundSetting, SoundsService } from './sounds';
