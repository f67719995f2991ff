/**
 * `@kite/sdk/kit`: what features build their pages from, between the sdk's primitives and the
 * pages — a page's note list, one data-loading hook, settings rows, buttons, WebAuthn's JSON.
 * Pages and dialogs import it, never an extension's index or the first screen: it loads with the
 * first page that uses it, not in the first load.
 */
export { NoteFeedList } from './NoteFeedList';
export type { NoteFeedListProps } from './NoteFeedList';
export { NoteRow, SingleNote } from './NoteRow';
export { useLoad, errorText } from './useLoad';
export type { Loaded } from './useLoad';
export { usePagedLoad } from './usePagedLoad';
export type { PageAfter, PagedLoad } from './usePagedLoad';
export { LoadMore } from './LoadMore';
export { BottomNotice } from './BottomNotice';
export { Field } from './Field';
export { FormSection } from './FormSection';
export type { FieldLayout, FieldProps } from './Field';
export { NumberRow, SelectRow, SwitchRow } from './settingsRows';
export { Select } from './Select';
export type { SelectOption } from './Select';
export { Switch } from './Switch';
export { fieldsClass } from './fields';
export { Button, IconButton } from './Button';
export type { ButtonProps, ButtonVariant, IconButtonProps } from './Button';
export { fromBase64Url, toBase64Url } from './base64url';
export { createCredential, creationOptions, getAssertion, requestOptions, webAuthnAvailable } from './webauthn';
export type { AssertionJson, CreationOptionsJson, RegistrationJson, RequestOptionsJson } from './webauthn';
export { TimeSeriesChart } from './chart/TimeSeriesChart';
export type { TimeSeriesChartProps } from './chart/types';
export { outcomeUnclear, writeOnce } from './writeOnce';
