// /chat's chunk: the ask feature's chat with the answers feature's suggestions above its composer, and at
// its last step the open-questions feature's form for 'The team and members who can help' (three features
// composed here).
import { FaqSuggestions } from '../features/answers/FaqSuggestions';
import { AskChatPage } from '../features/ask/AskChatPage';
import { AskOpenQuestion } from '../features/open-questions/AskOpenQuestion';

export function AskChat() {
  return (
    <AskChatPage
      renderSuggestions={({ text, className }) => <FaqSuggestions text={text} className={className} />}
      renderOpenQuestion={({ text, onAskAnother }) => <AskOpenQuestion text={text} onAskAnother={onAskAnother} />}
    />
  );
}
