// What other features use of notifications: telling people news of a kind (recorded in the change's
// transaction, delivered after it), and where a person wants each kind of news, read at send time.
export {
  deliverNews,
  newsDepsOf,
  recordNews,
  recordNewsForEveryMember,
  type News,
  type NewsDeps,
  type DeliverySummary,
  type RecordedNews,
} from './deliver';
export {
  channelOn,
  channelsFor,
  inQuietHours,
  preferencesFor,
  setChannel,
  turnDigestOff,
  type DeliveryPreferences,
} from './settings';
export { countUnread, markNewsRead, tellUnread } from './service';
