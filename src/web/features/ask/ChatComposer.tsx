// The chat's input (spec 2.4), the shared Composer: while the step asks for a choice instead of text the
// field is disabled and says nothing about Enter.
import { forwardRef, useId } from 'react';
import { cn } from '../../components/ui/cn';
import { Composer } from '../../components/ui/Composer';

type ChatComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  label: string;
  placeholder: string;
  disabled?: boolean;
  className?: string;
};

export const ChatComposer = forwardRef<HTMLTextAreaElement, ChatComposerProps>(function ChatComposer(
  { value, onChange, onSubmit, label, placeholder, disabled = false, className },
  ref,
) {
  const hintId = `${useId()}-hint`;
  return (
    <Composer
      ref={ref}
      value={value}
      onChange={onChange}
      onSubmit={onSubmit}
      label={label}
      placeholder={placeholder}
      disabled={disabled}
      sendDisabled={disabled || value.trim() === ''}
      describedBy={disabled ? undefined : hintId}
      className={className}
    >
      {/* Hidden, not removed, while disabled: the composer keeps its height between the steps. */}
      <p id={hintId} className={cn('mt-2 hidden text-center text-[0.7rem] text-stone md:block', disabled && 'invisible')}>
        Press Enter to send, Shift+Enter for a new line
      </p>
    </Composer>
  );
});
