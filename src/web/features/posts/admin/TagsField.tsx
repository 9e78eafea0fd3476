// A newsletter's tags as chips: type one and press Enter (or a comma, or leave the field). Bound by name
// to the form around it (the form kit's ChipsField, decision 036).
import { POST_LIMITS, POST_MESSAGES } from '../../../../common/contracts/posts';
import { ChipsField } from '../../../components/form';

export function TagsField({ name }: { name: string }) {
  return (
    <ChipsField
      name={name}
      label="Tags"
      listLabel="Chosen tags"
      noun="tags"
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
