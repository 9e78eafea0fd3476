// The notifications feature's two pages, one chunk the router loads when either opens: the bell (on every
// page) does not bring them, nor the form kit the settings need.
export { NotificationSettingsPage } from './NotificationSettingsPage';
export { NotificationsPage } from './NotificationsPage';
