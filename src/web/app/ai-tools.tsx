// /aiTools composed (issue 39 item 2): the AI Tools page, with the message-reports feature's Report action
// (decision 071: one moderation queue) on each tool.
import { ReportAction } from '../features/message-reports/ReportAction';
import { AiToolsPage } from '../features/ai-tools/pages';

export function AiToolsRoute() {
  return (
    <AiToolsPage
      renderReport={(tool) => <ReportAction subject="tool" toolId={tool.id} toolName={tool.name} authorName={null} />}
    />
  );
}
