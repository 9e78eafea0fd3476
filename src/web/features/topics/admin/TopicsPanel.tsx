// The organisers' skills and topics (issue 33, item 7), on the Health tab beside what members offer and
// ask: the list members pick from on their profile, searched and paged, each with how many members list
// it. Add one; rename one (every member who listed it now lists the new name); merge one into another (its
// members list the other, once, and it goes). The server does each in one transaction, audited.
import { Combine, Pencil, Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { TOPIC_MESSAGES as M, topicNameSchema, type AdminTopic } from '../../../../common/contracts/topics';
import { Form, FormActions, placeServerErrors, SelectField, SubmitButton, TextField, useZodForm } from '../../../components/form';
import { AdminPanel } from '../../../components/ui/AdminPanel';
import { EmptyState, ReadStates } from '../../../components/ui/ListStates';
import { Modal } from '../../../components/ui/Modal';
import { RangePager } from '../../../components/ui/RangePager';
import { RowAction } from '../../../components/ui/RowAction';
import { SearchField } from '../../../components/ui/SearchField';
import { useListSearch } from '../../../components/ui/use-list-search';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { TOPICS_PAGE_SIZE, useAdminTopics, useCreateTopic, useMergeTopic, useRenameTopic, useTopicChoices } from './api';

type Editing = { topic: AdminTopic; action: 'rename' | 'merge' } | null;

export function TopicsPanel() {
  const search = useListSearch();
  const q = search.search;
  const topics = useAdminTopics(q, search.page);
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <AdminPanel
      compact
      icon={Tags}
      title="Skills and topics"
      summary="The list members pick from on their profile. Renaming or merging changes every member who listed it."
    >
      <div className="grid gap-5 border-b border-line p-5 sm:p-7">
        <AddTopicForm />
        <SearchField label="Search topics" placeholder="Search topics" search={search} busy={topics.isFetching} />
      </div>
      <ReadStates read={topics} loadingLabel="Loading topics..." failedMessage={M.loadFailed} inset>
        {(data) =>
          data.total === 0 ? (
            <EmptyState icon={Tags} title={q ? 'No topic matches' : 'No topics yet'}>
              {q ? 'Try another word.' : 'Add the skills and topics members should find first on their profile.'}
            </EmptyState>
          ) : (
            <>
              {/* A list rather than a table: on a phone each topic's actions wrap under its name. */}
              <ul aria-label="Skills and topics, by name" className="divide-y divide-line">
                {data.items.map((topic) => (
                  <li key={topic.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 py-3 sm:px-7">
                    <div className="min-w-0">
                      <p className="font-semibold break-words text-ink">{topic.name}</p>
                      <p className="text-sm text-stone tabular-nums">
                        {topic.members === 1 ? '1 member' : `${topic.members.toLocaleString('en-US')} members`}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      <RowAction
                        icon={Pencil}
                        label="Rename"
                        subject={topic.name}
                        onClick={() => setEditing({ topic, action: 'rename' })}
                      />
                      <RowAction
                        icon={Combine}
                        label="Merge"
                        subject={topic.name}
                        onClick={() => setEditing({ topic, action: 'merge' })}
                      />
                    </div>
                  </li>
                ))}
              </ul>
              <RangePager
                label="Topic pages"
                page={data.page}
                pageSize={TOPICS_PAGE_SIZE}
                total={data.total}
                busy={topics.isPlaceholderData}
                onPage={search.setPage}
              />
            </>
          )
        }
      </ReadStates>
      {editing?.action === 'rename' ? (
        <RenameDialog key={editing.topic.id} topic={editing.topic} onClose={() => setEditing(null)} />
      ) : editing?.action === 'merge' ? (
        <MergeDialog key={editing.topic.id} topic={editing.topic} onClose={() => setEditing(null)} />
      ) : null}
    </AdminPanel>
  );
}

function AddTopicForm() {
  const form = useZodForm(topicNameSchema, { defaultValues: { name: '' } });
  const create = useCreateTopic();
  return (
    <Form
      form={form}
      aria-label="Add a topic"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      onSubmit={async (values) => {
        await create
          .mutateAsync(values)
          .then((saved) => {
            form.reset({ name: '' });
            notify.success(saved.message, { description: saved.topic.name });
          })
          .catch((error) => {
            if (!placeServerErrors(form, error)) notify.error(errorMessage(error, M.loadFailed));
          });
      }}
    >
      <TextField label="New topic" name="name" placeholder="e.g. Fundraising" className="flex-1" />
      <SubmitButton busyLabel="Adding..." className="h-12 sm:mt-[1.9rem]">
        <Plus className="size-4" aria-hidden="true" />
        Add topic
      </SubmitButton>
    </Form>
  );
}

function RenameDialog({ topic, onClose }: { topic: AdminTopic; onClose: () => void }) {
  const form = useZodForm(topicNameSchema, { defaultValues: { name: topic.name } });
  const rename = useRenameTopic();
  return (
    <Modal
      open
      onClose={onClose}
      title={`Rename ${topic.name}`}
      description={`${topic.members === 1 ? 'The 1 member' : `The ${topic.members} members`} who list it will list the new name.`}
    >
      <Form
        form={form}
        className="mt-6 grid gap-5"
        onSubmit={async (values) => {
          await rename
            .mutateAsync({ id: topic.id, ...values })
            .then((saved) => {
              notify.success(saved.message, { description: saved.topic.name });
              onClose();
            })
            .catch((error) => {
              if (!placeServerErrors(form, error)) notify.error(errorMessage(error, M.loadFailed));
            });
        }}
      >
        <TextField label="Name" name="name" />
        <FormActions onCancel={onClose}>
          <SubmitButton busyLabel="Renaming...">Rename</SubmitButton>
        </FormActions>
      </Form>
    </Modal>
  );
}

const mergeFormSchema = z.object({ intoId: z.string().min(1, M.mergeTargetRequired) });

function MergeDialog({ topic, onClose }: { topic: AdminTopic; onClose: () => void }) {
  const search = useListSearch();
  const choices = useTopicChoices(search.search);
  const others = (choices.data?.items ?? []).filter((choice) => choice.id !== topic.id);
  const form = useZodForm(mergeFormSchema, { defaultValues: { intoId: '' } });
  const merge = useMergeTopic();
  return (
    <Modal
      open
      onClose={onClose}
      title={`Merge ${topic.name} into another topic`}
      description={`Members who list ${topic.name} will list the topic you choose instead, once; ${topic.name} goes from the list.`}
    >
      <div className="mt-6" onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}>
        <SearchField
          label="Find the topic to keep"
          placeholder="Find the topic to keep"
          search={search}
          busy={choices.isFetching}
        />
      </div>
      <Form
        form={form}
        className="mt-4 grid gap-5"
        onSubmit={async (values) => {
          await merge
            .mutateAsync({ id: topic.id, intoId: values.intoId })
            .then((saved) => {
              notify.success(saved.message, { description: `${topic.name} → ${saved.topic.name}` });
              onClose();
            })
            .catch((error) => {
              if (!placeServerErrors(form, error)) notify.error(errorMessage(error, M.loadFailed));
            });
        }}
      >
        <SelectField name="intoId" label="Merge into" hint={others.length ? undefined : 'No other topic matches the search.'}>
          <option value="">Choose a topic</option>
          {others.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </SelectField>
        <FormActions onCancel={onClose}>
          <SubmitButton busyLabel="Merging...">Merge</SubmitButton>
        </FormActions>
      </Form>
    </Modal>
  );
}
