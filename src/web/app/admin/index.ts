// The admin area's chunk, loaded only after the admin guard has checked the caller (app/router.tsx), so
// a member never downloads it. The chunk is named after this folder: bench/browser/measure.ts checks
// that no /assets/admin-* file reaches a member's browser.
export { AdminDashboardPage } from './AdminDashboardPage';
export { AdminProfileScreen } from './AdminProfileScreen';
export { AdminSecurityScreen } from './AdminSecurityScreen';
export { AdminApiScreen } from './api-reference';
