// What other features use of the community's time zone: the first administrator chooses it at setup.
export { chooseTimeZone } from './service';
export type { CommunityTimeZone } from './community-time-zone';
