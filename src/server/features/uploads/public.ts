// What other server features may use of uploads: the check of what a file's bytes really are (members'
// photos, features/photos, judge their type the same way).
export { bytesMatchExtension } from './sniff';
