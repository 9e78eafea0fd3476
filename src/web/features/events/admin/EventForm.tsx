// Add or edit one event on the form kit (decision 036), checked by the schema the server parses it with.
// The date and time are entered as the community's local time, which the server turns into the instant it
// means (decision 012). What the server still refuses (a capacity below those going) goes under its field.
import { CalendarPlus, PenLine } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { EVENT_LIMITS, EVENT_MESSAGES } from '../../../../common/contracts/events';
import { eventInputSchema, type AdminEventItem } from '../../../../common/contracts/events-admin';
import { CoverImageField } from '../../../components/CoverImageField';
import { Form, SubmitButton } from '../../../components/form/Form';
import { TextAreaField, TextField } from '../../../components/form/fields';
import { reportRefusal, useZodForm } from '../../../components/form/use-zod-form';
import { IconTile } from '../../../components/ui/IconTile';
import { Button } from '../../../components/ui/Button';
import { notify } from '../../../lib/notify';
import { useSaveEvent } from './api';

/** The server's schema, with the speakers as the box holds them (a name a line) and the capacity as the
 * number field's text (blank: no limit; text that is no number is refused with the capacity's words). */
const eventFormSchema = eventInputSchema.extend({
  speakers: z
    .string()
    .transform((names): string[] | undefined => names.split('\n'))
    .pipe(eventInputSchema.shape.speakers),
  capacity: z
    .string()
    .transform((text): number | null | undefined => (text.trim() === '' ? null : Number(text.trim())))
    .pipe(eventInputSchema.shape.capacity),
});
type EventValues = z.input<typeof eventFormSchema>;

const valuesOf = (event: AdminEventItem | null): EventValues => ({
  title: event?.title ?? '',
  date: event?.localDateTime ?? '',
  speakers: event?.speakers.join('\n') ?? '',
  location: event?.location ?? '',
  link: event?.link ?? '',
  description: event?.description ?? '',
  coverImageUrl: event?.coverImageUrl ?? '',
  capacity: event?.capacity == null ? '' : String(event.capacity),
  onlineLink: event?.onlineLink ?? '',
});

type EventFormProps = {
  editing: AdminEventItem | null;
  timeZone: string;
  onDone: () => void;
  /** Put the cursor in the title when the form appears (editing, or a fresh form after a save or cancel). */
  focusOnMount: boolean;
};

export function EventForm({ editing, timeZone, onDone, focusOnMount }: EventFormProps) {
  const form = useZodForm(eventFormSchema, { defaultValues: valuesOf(editing) });
  const save = useSaveEvent();
  const heading = useRef<HTMLHeadingElement>(null);
  const { isDirty, isSubmitting } = form.formState;

  // The form is remounted for each event and after each save, so keyboard users keep their place.
  useEffect(() => {
    if (!focusOnMount) return;
    const title = heading.current?.closest('form')?.querySelector<HTMLInputElement>('input[name="title"]');
    title?.focus({ preventScroll: true });
    title?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [focusOnMount]);

  const submit = async (body: z.output<typeof eventFormSchema>) => {
    try {
      const answer = await save.mutateAsync({ id: editing?.id ?? null, body });
      notify.success(answer.message);
      onDone();
    } catch (error) {
      reportRefusal(form, error, EVENT_MESSAGES.saveFailed);
    }
  };

  const Icon = editing ? PenLine : CalendarPlus;
  return (
    <Form
      form={form}
      onSubmit={submit}
      invalidToast={EVENT_MESSAGES.saveFailed}
      aria-labelledby="event-form-title"
      className="grid gap-6"
    >
      <div className="flex items-center gap-3">
        <IconTile icon={Icon} className="size-10 rounded-xl bg-brand-soft text-brand-deep" iconClassName="size-[1.1rem]" />
        <div className="min-w-0">
          <h3 ref={heading} id="event-form-title" className="font-display text-2xl leading-tight text-ink">
            {editing ? 'Edit event' : 'Add an event'}
          </h3>
          {editing ? <p className="truncate text-sm text-stone">{editing.title}</p> : null}
        </div>
      </div>

      <TextField label="Title" name="title" autoComplete="off" maxLength={EVENT_LIMITS.title} />
      <TextAreaField
        label="Description"
        name="description"
        rows={6}
        maxLength={EVENT_LIMITS.description}
        placeholder={'What the evening is about, who it is for, what to bring.\n\nA blank line starts a new paragraph.'}
        hint="Optional. Paragraphs are kept; web addresses (https://…) become links."
      />
      <CoverImageField name="coverImageUrl" purpose="event-image" />
      <TextField
        label="Date and time"
        name="date"
        type="datetime-local"
        hint={`In the community's time zone (${timeZone.replace(/_/g, ' ')}).`}
      />
      <TextAreaField
        label="Speakers"
        name="speakers"
        rows={4}
        placeholder={'Priya Raman\nDaniel Whitfield'}
        hint="One name per line."
      />
      <TextField label="Location" name="location" autoComplete="off" hint="Optional: a venue, a city or 'Online'." />
      <div className="grid gap-6 sm:grid-cols-[10rem_minmax(0,1fr)] lg:grid-cols-1 xl:grid-cols-[10rem_minmax(0,1fr)]">
        <TextField
          label="Capacity"
          name="capacity"
          type="number"
          inputMode="numeric"
          min={1}
          max={EVENT_LIMITS.capacity}
          step={1}
          autoComplete="off"
          hint="Empty: no limit."
        />
        <TextField
          label="Online link"
          name="onlineLink"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          hint="Optional: shown only to members going."
        />
      </div>
      <TextField
        label="Link"
        name="link"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        hint="Optional: the event page; members open it in a new tab."
      />

      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busyLabel="Saving...">Save</SubmitButton>
        {editing || isDirty ? (
          <Button variant="outline" disabled={isSubmitting} onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
