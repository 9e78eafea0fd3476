// 'Publish to FAQ' and 'Edit FAQ entry' (issue 20): the editor starts from the member's words and the team's
// reply, flags what would say who asked (the member's name, any email address, another member's name) as
// the administrator edits, and publishes an anonymous entry. The server checks the same flags again.
import { AlertTriangle, CheckCircle2, Send } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  FLAG_KIND_LABELS,
  MAX_FAQ_ANSWER_LENGTH,
  MAX_FAQ_QUESTION_LENGTH,
  updateFaqSchema,
  type AdminFaqEntry,
  type FlagTerm,
  type UpdateFaqRequest,
} from '../../../../common/contracts/answers';
import { findFlags, type Flag } from '../../../../common/contracts/answers-flags';
import { Banner } from '../../../components/ui/Banner';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { inputClasses } from '../../../components/ui/Field';
import { LoadingState } from '../../../components/ui/Spinner';
import { Modal } from '../../../components/ui/Modal';
import { CheckboxField, Form, placeServerErrors, SubmitButton, useZodForm, type ZodForm } from '../../../components/form';
import { errorMessage } from '../../../lib/api';
import { useFaqDraft, usePublishFaq, usePublishOpenQuestion, useQuestionFaqDraft, useUpdateFaq } from './api';

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

type EditorValues = UpdateFaqRequest;

type EditorFormProps = {
  topic: string | null;
  initial: { question: string; answer: string };
  terms: FlagTerm[];
  mode: 'publish' | 'edit';
  onSubmit: (values: { question: string; answer: string; keepNames: boolean }) => Promise<unknown>;
  busy: boolean;
  onCancel: () => void;
};

/** A text of the entry: its length against the limit beside the label, and what is flagged in it under
 * the box (a flag selects its text there). Bound to the form by name. */
function EntryText({
  form,
  name,
  label,
  max,
  rows,
  flags,
}: {
  form: ZodForm<typeof updateFaqSchema>;
  name: Field;
  label: string;
  max: number;
  rows: number;
  flags: Flag[];
}) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const value = (form.watch(name) as string | undefined) ?? '';
  const error = form.formState.errors[name]?.message;
  const { ref, onChange, ...registration } = form.register(name);
  const select = (flag: Flag) => {
    area.current?.focus();
    area.current?.setSelectionRange(flag.start, flag.end);
  };
  return (
    <div>
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-[0.8rem] font-semibold tracking-wide text-ink">
          {label}
        </label>
        <span className={cn('text-xs tabular-nums', value.length > max ? 'font-semibold text-danger' : 'text-stone')}>
          {value.length.toLocaleString('en-GB')} / {max.toLocaleString('en-GB')}
        </span>
      </div>
      <textarea
        id={id}
        rows={rows}
        ref={(element) => {
          ref(element);
          area.current = element;
        }}
        {...registration}
        onChange={(event) => {
          if (error) form.clearErrors(name);
          return onChange(event);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-flags`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        className={cn(inputClasses, 'h-auto min-h-24 resize-y py-3 leading-6')}
      />
      <div id={`${id}-flags`}>
        <FlagList flags={distinctFlags(flags)} fieldLabel={name} onSelect={select} />
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function EditorForm({ topic, initial, terms, mode, onSubmit, busy, onCancel }: EditorFormProps) {
  // The schema the server parses the write with: the same required and too-long messages, here first.
  const form = useZodForm(updateFaqSchema, { defaultValues: { ...initial, keepNames: false } satisfies EditorValues });
  const [failure, setFailure] = useState<string | null>(null);
  const [question = '', answer = ''] = form.watch(['question', 'answer']);

  const flags = useMemo(
    () => ({ question: findFlags(question, terms), answer: findFlags(answer, terms) }),
    [question, answer, terms],
  );
  const hasNames = [...flags.question, ...flags.answer].some((flag) => flag.kind !== 'email');

  const submit = async (values: { question: string; answer: string; keepNames: boolean }) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(errorMessage(error));
      placeServerErrors(form, error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} onInvalid={() => setFailure(null)} className="mt-6 space-y-5">
      {topic ? (
        <p className="text-sm text-stone">
          Asked under <span className="font-semibold text-ink">{topic}</span>
        </p>
      ) : null}
      <EntryText
        form={form}
        name="question"
        label="Question, as members will read it"
        max={MAX_FAQ_QUESTION_LENGTH}
        rows={4}
        flags={flags.question}
      />
      <EntryText form={form} name="answer" label="Answer" max={MAX_FAQ_ANSWER_LENGTH} rows={6} flags={flags.answer} />
      {hasNames ? (
        <CheckboxField name="keepNames">
          Keep the flagged names: I checked that they may be published (a speaker or a partner, say).
        </CheckboxField>
      ) : null}
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <SubmitButton variant="primary" busy={busy} busyLabel={mode === 'publish' ? 'Publishing...' : 'Saving...'}>
          <Send className="size-4" aria-hidden="true" />
          {mode === 'publish' ? 'Publish to FAQ' : 'Save entry'}
        </SubmitButton>
      </div>
    </Form>
  );
}

type FaqEditorProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Ask question the entry comes (or came) from; null when that question no longer exists, or it is an open question's. */
  conversationId: string | null;
  /** Or the open question it comes from (decision 058). */
  questionId?: string;
  /** Editing from the FAQ list: the entry as listed (used as it is when its question is gone). */
  entry?: AdminFaqEntry;
};

export function FaqEditor({ open, onOpenChange, conversationId, questionId, entry }: FaqEditorProps) {
  const conversationDraft = useFaqDraft(open && !questionId ? conversationId : null);
  const questionDraft = useQuestionFaqDraft(open && questionId ? questionId : null);
  const draft = questionId ? questionDraft : conversationDraft;
  const fromSource = Boolean(questionId ?? conversationId);
  const publish = usePublishFaq();
  const publishQuestion = usePublishOpenQuestion();
  const update = useUpdateFaq();
  const close = () => onOpenChange(false);

  // A fresh editor each time it opens: the form below is keyed on the draft it starts from.
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    if (open) setOpened((count) => count + 1);
  }, [open]);

  const entryId = draft.data?.entryId ?? entry?.id ?? null;
  const mode = entryId ? 'edit' : 'publish';
  const source = fromSource
    ? draft.data
    : entry
      ? { topic: entry.topic, question: entry.question, answer: entry.answer, terms: [] }
      : undefined;

  const submit = async (values: { question: string; answer: string; keepNames: boolean }) => {
    if (entryId) await update.mutateAsync({ id: entryId, ...values });
    else if (questionId) await publishQuestion.mutateAsync({ questionId, ...values });
    else await publish.mutateAsync({ conversationId: conversationId!, ...values });
    close();
  };

  return (
    <Modal
      open={open}
      onClose={() => (publish.isPending || publishQuestion.isPending || update.isPending ? undefined : close())}
      title={mode === 'publish' ? 'Publish to FAQ' : 'Edit FAQ entry'}
      description="Members read it in Answers from the team, without a name. Names and email addresses are flagged as you edit."
      className="w-[min(46rem,calc(100vw-2rem))]"
    >
      {fromSource && draft.isPending ? <LoadingState label="Preparing the draft..." /> : null}
      {fromSource && draft.isError ? (
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
          busy={publish.isPending || publishQuestion.isPending || update.isPending}
          onCancel={close}
        />
      ) : null}
    </Modal>
  );
}
