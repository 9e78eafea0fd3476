// The admin area's chunk: loaded only after the admin guard has checked the caller.
export { AdminDashboardPage } from './AdminDashboardPage';
export { AdminProfilePage } from './AdminProfilePage';
