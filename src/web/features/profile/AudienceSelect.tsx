// 'Who sees this' beside a profile field (issue 33, decision 043): a compact native select of the three
// audiences, bound to the form's `audiences.<field>`. Its visible label is the same under every field; the
// field's name follows for screen readers, so each select is told apart ('Who sees this: Headline').
import { Eye } from 'lucide-react';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { AUDIENCE_LABELS, AUDIENCES, MEMBER_FIELD_LABELS, type MemberField } from '../../../common/contracts/member-fields';
import { cn } from '../../components/ui/cn';

export function AudienceSelect({ field, className }: { field: MemberField; className?: string }) {
  const id = useId();
  // Controlled, so the select shows the saved audience from its first paint.
  const { field: bound } = useController({ name: `audiences.${field}` });
  return (
    <div className={cn('mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone', className)}>
      <Eye className="size-3.5 shrink-0" aria-hidden="true" />
      <label htmlFor={id} className="font-semibold">
        Who sees this
      </label>
      <select
        id={id}
        aria-label={`Who sees this: ${MEMBER_FIELD_LABELS[field]}`}
        name={bound.name}
        ref={bound.ref}
        value={bound.value as string}
        onChange={(event) => bound.onChange(event.target.value)}
        onBlur={bound.onBlur}
        className={cn(
          'h-8 min-w-0 cursor-pointer rounded-lg border border-line bg-paper pr-7 pl-2.5 text-xs font-semibold text-ink',
          'hover:border-ink/30 focus:border-brand-deep focus-visible:outline-2 focus-visible:outline-offset-1',
        )}
      >
        {AUDIENCES.map((audience) => (
          <option key={audience} value={audience}>
            {AUDIENCE_LABELS[audience]}
          </option>
        ))}
      </select>
    </div>
  );
}
