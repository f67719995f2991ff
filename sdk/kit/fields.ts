import './fields.css';

/**
 * The class a page's own form (or the box around a lone field) adds beside its own, for the look
 * every page gives its text fields, selects and text areas; importing it brings that style sheet.
 */
export const fieldsClass = 'kite-fields';
