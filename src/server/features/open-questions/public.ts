// What other features may use of open questions: the members who helped (a profile's 'Helped N members').
export { countMembersHelped } from './credit';
// The Health tab's figures.
export { readOpenQuestionFigures, type OpenQuestionFigures } from './health';
// The moderation queue (decision 058): a report's question or answer as the reporter may see it, and the
// 'hide' outcome, which is the organisers' own Hide.
export { findReportableAnswer, findReportableQuestion } from './reportable';
export { hideAnswer, hideQuestion, type HideDeps } from './moderation';
// The FAQ (decision 058): questions ready to publish, one with its helpful answers, and the published mark.
export { listQuestionsForFaq, markQuestionInFaq, readQuestionForFaq, type QuestionForFaq } from './faq';
