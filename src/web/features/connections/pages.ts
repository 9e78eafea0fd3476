// The connections pages' chunk (app/router.tsx loads it when one of them is first opened).
export { ConnectionRequestPage } from './ConnectionRequestPage';
export { ConnectionsPage } from './ConnectionsPage';
