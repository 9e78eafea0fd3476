// What other features may use of connections (the one module they may import, README 'How it is built').
// Recommendations leave out every pair that ever had a request (everAskedEitherWay); a list of people to
// meet (event attendees, issue 18) shows each person's Connect state (connectionStatesWith) or leaves out
// the ones already connected or asked (relatedMemberIds).
export { connectionStatesWith, everAskedEitherWay, isConnectedWith, relatedMemberIds } from './pairs';
