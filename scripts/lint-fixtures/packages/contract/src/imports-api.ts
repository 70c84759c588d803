// Violation: a package importing an app.
export { startApi } from '@casino/api';
