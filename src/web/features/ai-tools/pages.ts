// AI Tools' page (issue 39 item 2): /aiTools, one chunk.
export { AiToolsPage } from './AiToolsPage';
