// What other server features may use of profiles: the member's home (features/dashboard) asks for the
// parts still missing; every answer that carries another member selects `memberViewColumns` and passes each
// row through `viewMemberAs` for its viewer (issue 33, decision 043).
export { getProfile } from './service';
export {
  audienceAllows,
  memberCardOf,
  memberViewColumns,
  loadViewer,
  readMemberViews,
  relationOf,
  viewerOf,
  withBlockers,
  viewMemberAs,
  type MemberViewRow,
  type Viewer,
} from './visibility';
