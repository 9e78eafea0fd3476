// Writing a message: Enter sends, Shift+Enter adds a line, the field grows with its text up to 200 px and
// then scrolls; near the limit a counter says how many characters are left, and past it Send waits. When
// the member may not write in this thread (the connection was removed, or a block) the field is disabled
// and says why, in the server's words.
import { useId } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../common/contracts/conversations-routes';
import { cn } from '../../components/ui/cn';
import { Composer } from '../../components/ui/Composer';

/** The counter shows once this few characters are left. */
export const COUNTER_FROM_LEFT = 400;

type MessageComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** 'Message Ana': the field's name. */
  label: string;
  /** Why the member may not write here (the server's text); the field is disabled while it is set. */
  whyNot?: string | null;
  sending?: boolean;
};

export function MessageComposer({ value, onChange, onSend, label, whyNot, sending = false }: MessageComposerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const length = value.trim().length;
  const left = MESSAGE_MAX_LENGTH - length;
  const tooLong = left < 0;
  const counting = left <= COUNTER_FROM_LEFT;
  const canSend = !whyNot && !sending && length > 0 && !tooLong;

  if (whyNot) {
    return (
      <div role="status" className="rounded-2xl border border-line bg-cream-2/70 px-4 py-3.5 text-sm leading-6 text-stone">
        {whyNot}
      </div>
    );
  }

  return (
    <Composer
      value={value}
      onChange={onChange}
      onSubmit={() => canSend && onSend()}
      label={label}
      placeholder="Write a message"
      sendDisabled={!canSend}
      sending={sending}
      invalid={tooLong}
      describedBy={counting ? `${hintId} ${counterId}` : hintId}
    >
      <div className="mt-2 flex items-center justify-between gap-3 px-1 text-[0.7rem] text-stone">
        <p id={hintId} className="hidden md:block">
          Press Enter to send, Shift+Enter for a new line
        </p>
        {counting ? (
          <p
            id={counterId}
            aria-live="polite"
            className={cn('ml-auto tabular-nums', tooLong ? 'font-semibold text-danger' : 'text-stone')}
          >
            {tooLong
              ? `${(-left).toLocaleString('en-US')} characters over the limit`
              : `${left.toLocaleString('en-US')} characters left`}
          </p>
        ) : null}
      </div>
    </Composer>
  );
}
