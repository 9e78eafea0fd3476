// What other server features may use of newsletters: the member's home (features/dashboard) shows the
// newest one.
export { findNewestNewsletter } from './service';
