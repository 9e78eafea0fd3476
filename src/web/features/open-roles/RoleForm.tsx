// A role as its poster writes it, and as an organiser edits it (issue 39, decision 069): the form kit on
// the contract's schema, so the browser refuses what the server would, in the same words. Place or remote
// (or both), the kind, a plain-text description whose https addresses become links, how members apply
// (an introduction to the poster, or an https link) and up to five of the directory's topics.
import { useController, useWatch } from 'react-hook-form';
import {
  ROLE_DESCRIPTION_MAX_LENGTH,
  ROLE_KIND_LABELS,
  ROLE_KINDS,
  ROLE_TOPICS_MAX,
  roleInputSchema,
  type OpenRole,
  type RoleInput,
} from '../../../common/contracts/open-roles';
import {
  CheckboxField,
  Form,
  FormActions,
  FormFailure,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  TopicsField,
  useFormFailure,
  useZodForm,
} from '../../components/form';
import { ChoiceCards } from '../../components/ui/ChoiceCards';

const EMPTY: RoleInput = {
  title: '',
  company: '',
  place: '',
  remote: false,
  kind: 'full-time',
  description: '',
  apply: 'introduction',
  applyUrl: '',
  topics: [],
};

/** The form's values for an existing role (an organiser's edit). */
export const inputOf = (role: OpenRole): RoleInput => ({
  title: role.title,
  company: role.company,
  place: role.place,
  remote: role.remote,
  kind: role.kind,
  description: role.description,
  apply: role.apply,
  applyUrl: role.applyUrl ?? '',
  topics: role.topics,
});

type RoleFormProps = {
  initial?: RoleInput;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: RoleInput) => Promise<void>;
  onCancel: () => void;
};

export function RoleForm({ initial = EMPTY, submitLabel, busyLabel, onSubmit, onCancel }: RoleFormProps) {
  const form = useZodForm(roleInputSchema, { defaultValues: initial });
  const { failure, catchFailure } = useFormFailure(form);
  return (
    <Form form={form} onSubmit={catchFailure(onSubmit)} aria-label="The role" className="mt-6 grid gap-5">
      <TextField name="title" label="Role" placeholder="Head of Partnerships" autoComplete="off" />
      <TextField name="company" label="Company or organisation" autoComplete="organization" />
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField name="place" label="Place" placeholder="Lisbon" hint="Leave empty when the role is only remote." />
        <CheckboxField name="remote" className="sm:pb-3">
          Remote
        </CheckboxField>
      </div>
      <SelectField name="kind" label="Kind">
        {ROLE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {ROLE_KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        name="description"
        label="Description"
        rows={6}
        maxLength={ROLE_DESCRIPTION_MAX_LENGTH}
        counter
        hint="Plain text. Full https:// addresses become links."
      />
      <ApplyField />
      <TopicsField
        max={ROLE_TOPICS_MAX}
        hint={(chosen) => `Up to ${ROLE_TOPICS_MAX}: members filter by them (${chosen} of ${ROLE_TOPICS_MAX}).`}
      />
      <FormFailure failure={failure} />
      <FormActions onCancel={onCancel}>
        <SubmitButton busyLabel={busyLabel}>{submitLabel}</SubmitButton>
      </FormActions>
    </Form>
  );
}

/** Through an introduction to the poster (the default), or at an https link. */
function ApplyField() {
  const { field } = useController({ name: 'apply' });
  const apply = useWatch({ name: 'apply' }) as RoleInput['apply'];
  return (
    <div className="grid gap-3">
      <ChoiceCards
        legend="How members apply"
        name="apply"
        value={field.value as RoleInput['apply']}
        onChange={field.onChange}
        options={[
          {
            value: 'introduction',
            title: 'Through an introduction to me',
            description: 'Members say they are interested; your addresses are shared only if you accept.',
          },
          { value: 'link', title: 'At a link', description: 'Your job page or application form (https).' },
        ]}
      />
      {apply === 'link' ? <TextField name="applyUrl" label="Apply at" placeholder="https://" inputMode="url" /> : null}
    </div>
  );
}
