// 'Publish to FAQ' and 'Edit FAQ entry' (issue 20): the editor starts from the member's words and the team's
// reply, flags what would say who asked (the member's name, any email address, another member's name) as
// the administrator edits, and publishes an anonymous entry. The server checks the same flags again.
import { AlertTriangle, CheckCircle2, Send } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  FAQ_MESSAGES,
  FLAG_KIND_LABELS,
  MAX_FAQ_ANSWER_LENGTH,
  MAX_FAQ_QUESTION_LENGTH,
  type AdminFaqEntry,
  type FlagTerm,
} from '../../../../common/contracts/answers';
import { findFlags, type Flag } from '../../../../common/contracts/answers-flags';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { inputClasses } from '../../../components/ui/Field';
import { LoadingState } from '../../../components/ui/Spinner';
import { Modal } from '../../../components/ui/Modal';
import { ApiError, errorMessage } from '../../../lib/api';
import { useFaqDraft, usePublishFaq, useUpdateFaq } from './api';

type Field = 'question' | 'answer';

/** Each distinct flagged text once, with where it first stands. */
function distinctFlags(flags: Flag[]): Flag[] {
  const seen = new Map<string, Flag>();
  for (const flag of flags) if (!seen.has(flag.text.toLowerCase())) seen.set(flag.text.toLowerCase(), flag);
  return [...seen.values()];
}

function FlagList({ flags, fieldLabel, onSelect }: { flags: Flag[]; fieldLabel: string; onSelect: (flag: Flag) => void }) {
  if (flags.length === 0) {
    return (
      <p className="mt-2 flex items-center gap-1.5 text-xs font-medium text-success">
        <CheckCircle2 className="size-3.5" aria-hidden="true" />
        No names or email addresses found
      </p>
    );
  }
  return (
    <div className="mt-2">
      <p className="text-xs font-semibold text-danger">
        {flags.length === 1 ? '1 thing' : `${flags.length} things`} to check in the {fieldLabel}:
      </p>
      <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={`Flagged in the ${fieldLabel}`}>
        {flags.map((flag) => (
          <li key={`${flag.start}-${flag.text}`}>
            <button
              type="button"
              onClick={() => onSelect(flag)}
              className="inline-flex min-h-7 items-center gap-1.5 rounded-full bg-danger-soft px-2.5 py-0.5 text-xs font-semibold text-danger ring-1 ring-danger/25 transition hover:ring-danger/60"
            >
              <AlertTriangle className="size-3" aria-hidden="true" />
              {flag.text}
              <span className="font-normal text-ink/70">· {FLAG_KIND_LABELS[flag.kind]}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

type EditorFormProps = {
  topic: string | null;
  initial: { question: string; answer: string };
  terms: FlagTerm[];
  mode: 'publish' | 'edit';
  onSubmit: (values: { question: string; answer: string; keepNames: boolean }) => Promise<unknown>;
  busy: boolean;
  onCancel: () => void;
};

function EditorForm({ topic, initial, terms, mode, onSubmit, busy, onCancel }: EditorFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [keepNames, setKeepNames] = useState(false);
  const [errors, setErrors] = useState<{ form?: string; question?: string; answer?: string }>({});
  const areas = { question: useRef<HTMLTextAreaElement>(null), answer: useRef<HTMLTextAreaElement>(null) };

  const flags = useMemo(
    () => ({ question: findFlags(values.question, terms), answer: findFlags(values.answer, terms) }),
    [values, terms],
  );
  const hasNames = [...flags.question, ...flags.answer].some((flag) => flag.kind !== 'email');

  const select = (field: Field) => (flag: Flag) => {
    const area = areas[field].current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(flag.start, flag.end);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const question = values.question.trim();
    const answer = values.answer.trim();
    const missing = {
      question: question ? undefined : FAQ_MESSAGES.questionRequired,
      answer: answer ? undefined : FAQ_MESSAGES.answerRequired,
    };
    if (missing.question || missing.answer) {
      setErrors(missing);
      areas[missing.question ? 'question' : 'answer'].current?.focus();
      return;
    }
    setErrors({});
    try {
      await onSubmit({ question, answer, keepNames });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors({ form: errorMessage(error), question: fields.question, answer: fields.answer });
      if (fields.question || fields.answer) areas[fields.question ? 'question' : 'answer'].current?.focus();
    }
  };

  const field = (name: Field, label: string, max: number, rows: number) => {
    const fieldId = `${id}-${name}`;
    const described = [`${fieldId}-flags`, errors[name] ? `${fieldId}-error` : ''].filter(Boolean).join(' ');
    return (
      <div>
        <div className="mb-2 flex items-baseline justify-between gap-3">
          <label htmlFor={fieldId} className="block text-[0.8rem] font-semibold tracking-wide text-ink">
            {label}
          </label>
          <span className={cn('text-xs tabular-nums', values[name].length > max ? 'font-semibold text-danger' : 'text-stone')}>
            {values[name].length.toLocaleString('en-GB')} / {max.toLocaleString('en-GB')}
          </span>
        </div>
        <textarea
          ref={areas[name]}
          id={fieldId}
          rows={rows}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={described}
          className={cn(inputClasses, 'h-auto min-h-24 resize-y py-3 leading-6')}
        />
        <div id={`${fieldId}-flags`}>
          <FlagList flags={distinctFlags(flags[name])} fieldLabel={name} onSelect={select(name)} />
        </div>
        {errors[name] ? (
          <p id={`${fieldId}-error`} className="mt-2 text-sm font-medium text-danger">
            {errors[name]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-5">
      {topic ? (
        <p className="text-sm text-stone">
          Asked under <span className="font-semibold text-ink">{topic}</span>
        </p>
      ) : null}
      {field('question', 'Question, as members will read it', MAX_FAQ_QUESTION_LENGTH, 4)}
      {field('answer', 'Answer', MAX_FAQ_ANSWER_LENGTH, 6)}
      {hasNames ? (
        <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line bg-cream/60 px-4 py-3 text-sm text-ink">
          <input
            type="checkbox"
            checked={keepNames}
            onChange={(event) => setKeepNames(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-ink"
          />
          <span>Keep the flagged names: I checked that they may be published (a speaker or a partner, say).</span>
        </label>
      ) : null}
      {errors.form ? (
        <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy} busyLabel={mode === 'publish' ? 'Publishing...' : 'Saving...'}>
          <Send className="size-4" aria-hidden="true" />
          {mode === 'publish' ? 'Publish to FAQ' : 'Save entry'}
        </Button>
      </div>
    </form>
  );
}

type FaqEditorProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question the entry comes (or came) from; null when that question no longer exists. */
  conversationId: string | null;
  /** Editing from the FAQ list: the entry as listed (used as it is when its question is gone). */
  entry?: AdminFaqEntry;
};

export function FaqEditor({ open, onOpenChange, conversationId, entry }: FaqEditorProps) {
  const draft = useFaqDraft(open ? conversationId : null);
  const publish = usePublishFaq();
  const update = useUpdateFaq();
  const close = () => onOpenChange(false);

  // A fresh editor each time it opens: the form below is keyed on the draft it starts from.
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    if (open) setOpened((count) => count + 1);
  }, [open]);

  const entryId = draft.data?.entryId ?? entry?.id ?? null;
  const mode = entryId ? 'edit' : 'publish';
  const source = conversationId
    ? draft.data
    : entry
      ? { topic: entry.topic, question: entry.question, answer: entry.answer, terms: [] }
      : undefined;

  const submit = async (values: { question: string; answer: string; keepNames: boolean }) => {
    if (entryId) await update.mutateAsync({ id: entryId, ...values });
    else await publish.mutateAsync({ conversationId: conversationId!, ...values });
    close();
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (publish.isPending || update.isPending ? undefined : onOpenChange(next))}
      title={mode === 'publish' ? 'Publish to FAQ' : 'Edit FAQ entry'}
      description="Members read it in Answers from the team, without a name. Names and email addresses are flagged as you edit."
      className="w-[min(46rem,calc(100vw-2rem))]"
    >
      {conversationId && draft.isPending ? <LoadingState label="Preparing the draft..." /> : null}
      {conversationId && draft.isError ? (
        <div className="mt-6 space-y-4">
          <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
            {errorMessage(draft.error)}
          </p>
          <div className="flex justify-end">
            <Button variant="ghost" onClick={close}>
              Close
            </Button>
          </div>
        </div>
      ) : null}
      {source ? (
        <EditorForm
          key={`${opened}-${entryId ?? 'new'}`}
          topic={source.topic}
          initial={{ question: source.question, answer: source.answer }}
          terms={source.terms}
          mode={mode}
          onSubmit={submit}
          busy={publish.isPending || update.isPending}
          onCancel={close}
        />
      ) : null}
    </Modal>
  );
}
