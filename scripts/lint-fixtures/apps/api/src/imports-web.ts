// Violation: an app importing another app by package name.
export { webRoutes } from '@casino/web/routes';
