// 'Suggest a tool' (issue 39 item 2, decision 071): the dialog's form, driven by the server's own schema
// (name, https address, what it is for, price band, up to five of the directory's topics, a category). A
// member's suggestion waits for the organisers; an organiser's goes straight into the library. In its own
// chunk: the form kit and the schema load when the dialog first opens.
import { useController } from 'react-hook-form';
import { useId } from 'react';
import {
  AI_TOOL_LINK_MAX_LENGTH,
  AI_TOOL_NAME_MAX_LENGTH,
  AI_TOOL_PRICE_BANDS,
  AI_TOOL_PURPOSE_MAX_LENGTH,
  AI_TOOL_TOPICS_MAX,
  aiToolSchema,
  PRICE_BAND_LABELS,
  type AiToolInput,
} from '../../../common/contracts/ai-tools';
import {
  Form,
  FormFailure,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  TopicsField,
  useFormFailure,
  useZodForm,
} from '../../components/form';
import { cn } from '../../components/ui/cn';
import { FieldLabel, inputClasses } from '../../components/ui/Field';
import { Modal } from '../../components/ui/Modal';
import { notify } from '../../lib/notify';
import { useAiToolCategories, useSuggestAiTool } from './api';

export function SuggestToolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Suggest a tool"
      description="Tell members what it is for. The organisers look at each suggestion before it joins the library."
      className="w-[min(36rem,calc(100vw-2rem))]"
    >
      {open ? <SuggestToolForm onDone={onClose} /> : null}
    </Modal>
  );
}

function SuggestToolForm({ onDone }: { onDone: () => void }) {
  const suggest = useSuggestAiTool();
  const form = useZodForm(aiToolSchema, {
    defaultValues: { name: '', link: 'https://', purpose: '', priceBand: 'free', topics: [], categoryId: null },
  });
  const { failure, catchFailure } = useFormFailure(form);
  const send = catchFailure(async (values: AiToolInput) => {
    const answer = await suggest.mutateAsync(values);
    notify.success(answer.message);
    onDone();
  });
  return (
    <Form form={form} onSubmit={send} aria-label="Suggest a tool" className="mt-6 grid gap-5">
      <ToolFields />
      <FormFailure failure={failure} />
      <SubmitButton busyLabel="Sending..." className="justify-self-start">
        Send suggestion
      </SubmitButton>
    </Form>
  );
}

/** A tool's fields, for a member's suggestion and an organiser's edit (inside the kit's Form). */
export function ToolFields() {
  const categories = useAiToolCategories();
  return (
    <>
      <TextField name="name" label="Name" maxLength={AI_TOOL_NAME_MAX_LENGTH} autoComplete="off" />
      <TextField
        name="link"
        label="Address"
        type="url"
        inputMode="url"
        maxLength={AI_TOOL_LINK_MAX_LENGTH}
        hint="Its site, starting with https://"
      />
      <TextAreaField
        name="purpose"
        label="What it is for"
        rows={3}
        maxLength={AI_TOOL_PURPOSE_MAX_LENGTH}
        counter
        placeholder="What do you use it for, and why would another member?"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField name="priceBand" label="Price">
          {AI_TOOL_PRICE_BANDS.map((band) => (
            <option key={band} value={band}>
              {PRICE_BAND_LABELS[band]}
            </option>
          ))}
        </SelectField>
        <CategoryField options={categories.data?.items ?? []} />
      </div>
      <TopicsField
        max={AI_TOOL_TOPICS_MAX}
        hint={(chosen) => `Up to ${AI_TOOL_TOPICS_MAX}, so members find it (${chosen} of ${AI_TOOL_TOPICS_MAX}).`}
      />
    </>
  );
}

/** A category of the organisers' list, or none; the select's '' is null in the body. */
function CategoryField({ options }: { options: Array<{ id: string; name: string }> }) {
  const { field } = useController({ name: 'categoryId' });
  const id = useId();
  if (options.length === 0) return null;
  return (
    <div>
      <FieldLabel htmlFor={id}>Category</FieldLabel>
      <select
        id={id}
        value={(field.value as string | null) ?? ''}
        onChange={(event) => field.onChange(event.target.value || null)}
        className={cn(inputClasses, 'min-w-0 truncate pr-10')}
      >
        <option value="">Let the organisers choose</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
