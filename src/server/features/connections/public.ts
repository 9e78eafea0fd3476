// What other features may use of connections (the one module they may import, README 'How it is built').
// Recommendations leave out every pair that ever had a request (everAskedEitherWay); a list of people to
// meet (event attendees, issue 18) shows each person's Connect state (connectionStatesWith) or leaves out
// the ones already connected or asked (relatedMemberIds). The admin home counts the introductions
// accepted this week (countIntroductionsAcceptedSince), a count only, as the Introductions tab.
export { countIntroductionsAcceptedSince } from './admin';
// The directory reads the ids of a member's connections (connectedMemberIds).
export { connectedMemberIds, connectionStatesWith, everAskedEitherWay, isConnectedWith, relatedMemberIds } from './pairs';
// A block closes the requests open between the two (decision 055).
export { closeRequestsOnBlock } from './pairs';
// Open roles' 'I'm interested' asks for an introduction carrying the role (decision 069): the same Connect.
export { connectionDepsOf } from './deps-of';
export { sendConnectionRequest, type ConnectionDeps } from './requests';
