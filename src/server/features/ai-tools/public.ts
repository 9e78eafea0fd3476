// What other features may use of AI Tools (decision 071): the moderation queue takes a report on a tool of
// the library (findReportableTool), and its 'hide' outcome is the organisers' own Remove (removeAiToolIfListed,
// inside the queue's transaction; the news it returns is delivered after the commit).
export { findReportableTool } from './reportable';
export { removeAiToolIfListed, type RemoveDeps } from './moderation';
