// What other features may use of open questions: the members who helped (a profile's 'Helped N members').
export { countMembersHelped } from './credit';
// The Health tab's figures.
export { readOpenQuestionFigures, type OpenQuestionFigures } from './health';
