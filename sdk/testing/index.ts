/**
 * `@kite/sdk/testing`: the test kit. Contexts and activation over doubles that behave as the
 * kernel's services, typed doubles of the common services, complete misskey-js fixtures and a
 * render helper. Tests only: no application module imports it, so no build includes it.
 */
export { provide, TestServices, MissingServiceError } from './services';
export type { Provided } from './services';
export { TestContributionRegistry } from './registry';
export { TestCommands } from './commands';
export { testContext } from './context';
export type { TestContext, TestContextOptions } from './context';
export { activateForTest } from './activate';
export type { ActivatedExtension, Registered } from './activate';
export { bindDeclared } from './bind';
export { mockApi, MockApi, UnmockedEndpointError } from './api';
export type { ApiCall, MockAnswer, MockHandler, MockHandlers, MultipartCall } from './api';
export { streamDouble, TestStream, TestChannel } from './stream';
export { viewerDouble, viewerInfo, TestViewer } from './viewer';
export { navigationDouble, TestNavigation } from './navigation';
export { dialogsDouble, toastsDouble, TestDialogs, TestToasts } from './dialogs';
export type { DialogAnswers, ShownDialog } from './dialogs';
export { menusDouble, TestMenus } from './menus';
export type { OpenedMenu } from './menus';
export { i18nDouble, TestI18n } from './i18n';
export { preferencesDouble, TestPreferences } from './preferences';
export { testNoteStore } from './noteStore';
export { renderWithServices } from './render';
export { FIXTURE_ORIGIN, fixtureId } from './fixtures/ids';
export { policiesFixture } from './fixtures/policies';
export { userLiteFixture, userFixture, meFixture } from './fixtures/users';
export { noteFixture, pageFixture } from './fixtures/notes';
export { driveFileFixture } from './fixtures/drive';
export { notificationFixture } from './fixtures/notifications';
export type { NotificationBody } from './fixtures/notifications';
export { metaFixture } from './fixtures/meta';
