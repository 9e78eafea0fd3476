// /chat's chunk: the ask feature's chat with the answers feature's suggestions above its composer (two
// features composed here).
import { FaqSuggestions } from '../features/answers/FaqSuggestions';
import { AskChatPage } from '../features/ask/AskChatPage';

export function AskChat() {
  return <AskChatPage renderSuggestions={({ text, className }) => <FaqSuggestions text={text} className={className} />} />;
}
