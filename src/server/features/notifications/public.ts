// What other features use of notifications: where a person wants each kind of news, read at send time.
export {
  channelOn,
  channelsFor,
  inQuietHours,
  preferencesFor,
  setChannel,
  turnDigestOff,
  type DeliveryPreferences,
} from './settings';
export { countUnread, tellUnread } from './service';
