// What other features may use of the topics: the check of the topics a form names.
export { topicsFromList } from './known';
