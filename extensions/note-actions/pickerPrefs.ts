/** The preference namespace of the reaction picker (defined at activation; the picker itself loads on first open). */
export const PICKER_NS = 'noteActions';
