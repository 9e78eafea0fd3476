// A newsletter's tags as chips: type one and press Enter (or a comma, or leave the field).
import { POST_LIMITS, POST_MESSAGES } from '../../../../common/contracts/posts';
import { ChipsField } from '../../../components/ui/ChipsField';

export function TagsField({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: string }) {
  return (
    <ChipsField
      label="Tags"
      listLabel="Chosen tags"
      noun="tags"
      value={value}
      onChange={onChange}
      error={error}
      max={POST_LIMITS.tags}
      maxLength={POST_LIMITS.tagLength}
      inputMaxLength={POST_LIMITS.tagLength + 10}
      messages={{ tooMany: POST_MESSAGES.tooManyTags, tooLong: POST_MESSAGES.tagTooLong }}
      placeholder="e.g. Franchise"
      fullPlaceholder="Tag limit reached"
      removeLabel={(tag) => `Remove tag ${tag}`}
      clean={(text) => text.trim().replace(/\s+/g, ' ')}
      removeLastOnBackspace
      addOnBlur
      buttonClassName="bg-paper"
    />
  );
}
