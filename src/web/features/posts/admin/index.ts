// The administrators' newsletter screens: a chunk of their own, loaded by the admin dashboard and by
// /newsletter/admin, never by the member area.
export { NewsletterAdminPage } from './NewsletterAdminPage';
export { NewslettersTab } from './NewslettersTab';
