// Violation: an app reaching into another app by a relative path.
export { studioPlugin } from '../../studio/src/plugin';
