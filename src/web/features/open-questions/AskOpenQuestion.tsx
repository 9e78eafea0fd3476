// The chat's last step, 'The team and members who can help' (issue 36, item 1; decision 062): the
// member's words (started from what they told the chat), up to five topics from the directory's list,
// whether members see their name, and whether the team may publish it in the FAQ. Asking opens the
// question: the server offers it to the members whose profile matches, and the team sees it too. The ask
// feature's chat shows this form (src/web/app/ask-chat.tsx composes them).
import { useController } from 'react-hook-form';
import { CircleCheck, EyeOff, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import {
  askQuestionSchema,
  OPEN_QUESTIONS_TEXTS as T,
  QUESTION_MAX_LENGTH,
  QUESTION_TOPICS_MAX,
  type AskedQuestion,
  type AskQuestion,
} from '../../../common/contracts/open-questions';
import { paths } from '../../../common/routes';
import {
  CheckboxField,
  Form,
  FormFailure,
  SubmitButton,
  TextAreaField,
  TopicsField,
  useFormFailure,
  useZodForm,
} from '../../components/form';
import { Button, buttonClasses } from '../../components/ui/Button';
import { ChoiceCards } from '../../components/ui/ChoiceCards';
import { fullName } from '../../lib/names';
import { useMe } from '../../lib/session';
import { useAskOpenQuestion } from './api';

type AskOpenQuestionProps = {
  /** The member's words from the chat, for them to edit. */
  text: string;
  onAskAnother: () => void;
};

export function AskOpenQuestion({ text, onAskAnother }: AskOpenQuestionProps) {
  const ask = useAskOpenQuestion();
  const form = useZodForm(askQuestionSchema, {
    defaultValues: { body: text, topics: [], anonymous: false, faqConsent: false },
  });
  const { failure, catchFailure } = useFormFailure(form);
  const send = catchFailure((values: AskQuestion) => ask.mutateAsync(values));

  if (ask.data) return <AskedCard asked={ask.data} onAskAnother={onAskAnother} />;
  return (
    <Form
      form={form}
      onSubmit={send}
      aria-label="Your open question"
      className="grid max-w-[36rem] animate-rise gap-5 rounded-2xl border border-line bg-paper p-5 shadow-[0_1px_2px_rgb(13_12_11/0.04)] sm:p-6"
    >
      <TextAreaField
        name="body"
        label="Your question"
        rows={5}
        maxLength={QUESTION_MAX_LENGTH}
        counter
        placeholder="What would you like help with?"
      />
      <TopicsField
        max={QUESTION_TOPICS_MAX}
        hint={(chosen) =>
          `Up to ${QUESTION_TOPICS_MAX}: they help us find the members who know about it (${chosen} of ${QUESTION_TOPICS_MAX}).`
        }
      />
      <NameField />
      <CheckboxField name="faqConsent">
        The team may publish it, with the answers that helped, in Answers from the team (without your name).
      </CheckboxField>
      <FormFailure failure={failure} />
      <SubmitButton busyLabel="Asking..." className="justify-self-start">
        Ask the team and members
      </SubmitButton>
    </Form>
  );
}

/** Show my name, or ask anonymously (the organisers always see who asked). */
function NameField() {
  const { field } = useController({ name: 'anonymous' });
  const me = useMe();
  const name = fullName(me.user?.firstName, me.user?.lastName) || 'your name';
  return (
    <ChoiceCards
      legend="Who asks"
      name="anonymous"
      value={field.value ? 'anonymous' : 'named'}
      onChange={(value) => field.onChange(value === 'anonymous')}
      options={[
        {
          value: 'named',
          title: 'Show my name',
          description: `Members see ${name}.`,
          icon: <UserRound className="size-4" />,
        },
        {
          value: 'anonymous',
          title: 'Ask anonymously',
          description: `Members see “${T.anonymousAsker}”; the organisers see who asked.`,
          icon: <EyeOff className="size-4" />,
        },
      ]}
    />
  );
}

function AskedCard({ asked, onAskAnother }: { asked: AskedQuestion; onAskAnother: () => void }) {
  const routed =
    asked.routed > 0
      ? `We offered it to ${asked.routed} ${asked.routed === 1 ? 'member' : 'members'} whose profile matches; you will see their answers as they come.`
      : 'No member’s profile matches it yet: members can still find it on the questions page.';
  return (
    <div
      role="status"
      className="grid max-w-[36rem] animate-rise gap-4 rounded-2xl border border-brand/30 bg-brand-soft/40 p-5 sm:p-6"
    >
      <p className="flex items-start gap-3 font-semibold text-ink">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-deep" aria-hidden="true" />
        {asked.message}
      </p>
      <p className="text-sm leading-6 text-stone">{routed}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.question(asked.id)} className={buttonClasses('dark', 'md')}>
          See your question
        </Link>
        <Button variant="outline" onClick={onAskAnother}>
          Ask another question
        </Button>
      </div>
    </div>
  );
}
