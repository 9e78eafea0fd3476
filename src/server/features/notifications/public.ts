// What other features use of notifications: where a person wants each kind of news, read at send time.
export { channelsFor, inQuietHours, preferencesFor, setChannel, type DeliveryPreferences } from './settings';
export { countUnread, tellUnread } from './service';
