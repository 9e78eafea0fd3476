// What other server features may use of profiles: the member's home (features/dashboard) asks for the
// parts still missing.
export { getProfile } from './service';
