// The open questions' pages (issue 36): /questions and /questions/:id, one chunk.
export { QuestionsPage } from './QuestionsPage';
export { QuestionPage } from './QuestionPage';
