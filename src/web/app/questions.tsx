// /questions and /questions/:id composed (issue 36): the open questions' pages, with the message-reports
// feature's Report action (decision 058: one moderation queue) on a question and on each answer.
import { ReportAction } from '../features/message-reports/ReportAction';
import { QuestionPage, QuestionsPage } from '../features/open-questions/pages';

export { QuestionsPage };

export function QuestionRoute() {
  return <QuestionPage renderReport={(target) => <ReportAction {...target} />} />;
}
