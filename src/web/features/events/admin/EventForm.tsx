// Add or edit one event. The date and time are entered as the community's local time, which the server
// turns into the instant it means (decision 012). Problems come back from the server, field by field.
import { CalendarPlus, PenLine } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  EVENT_LIMITS,
  EVENT_MESSAGES,
  eventFieldOf,
  type AdminEventItem,
  type EventInput,
} from '../../../../common/contracts/events';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { inputClasses, TextField } from '../../../components/ui/Field';
import { ApiError, errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSaveEvent } from './api';

type Values = {
  title: string;
  date: string;
  speakers: string;
  location: string;
  link: string;
  capacity: string;
  onlineLink: string;
};
type Field = keyof Values;

const EMPTY: Values = { title: '', date: '', speakers: '', location: '', link: '', capacity: '', onlineLink: '' };
const valuesOf = (event: AdminEventItem | null): Values =>
  event
    ? {
        title: event.title,
        date: event.localDateTime,
        speakers: event.speakers.join('\n'),
        location: event.location ?? '',
        link: event.link ?? '',
        capacity: event.capacity === null ? '' : String(event.capacity),
        onlineLink: event.onlineLink ?? '',
      }
    : EMPTY;

/** The capacity field's text as the server takes it: blank is no limit. The server checks the number
 * (whole, 1 or more, not below those already going); undefined is text that is no number at all. */
function capacityOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

type EventFormProps = {
  editing: AdminEventItem | null;
  timeZone: string;
  onDone: () => void;
  /** Put the cursor in the title when the form appears (editing, or a fresh form after a save or cancel). */
  focusOnMount: boolean;
};

export function EventForm({ editing, timeZone, onDone, focusOnMount }: EventFormProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(editing));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveEvent();
  const titleRef = useRef<HTMLInputElement>(null);
  const speakersId = useId();

  // The form is remounted for each event and after each save, so keyboard users keep their place.
  useEffect(() => {
    if (!focusOnMount) return;
    titleRef.current?.focus({ preventScroll: true });
    titleRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [focusOnMount]);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const dirty = (Object.keys(values) as Field[]).some((key) => values[key] !== valuesOf(editing)[key]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const capacity = capacityOf(values.capacity);
    if (capacity === undefined) {
      setErrors({ capacity: EVENT_MESSAGES.capacityInvalid });
      notify.error(EVENT_MESSAGES.capacityInvalid);
      return;
    }
    const body: EventInput = { ...values, speakers: values.speakers.split('\n'), capacity };
    save.mutate(
      { id: editing?.id ?? null, body },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
            const next: Partial<Record<Field, string>> = {};
            for (const [path, message] of Object.entries(error.fields)) next[eventFieldOf(path) as Field] ??= message;
            setErrors(next);
          } else {
            setErrors({});
          }
          notify.error(errorMessage(error, EVENT_MESSAGES.saveFailed));
        },
      },
    );
  };

  const Icon = editing ? PenLine : CalendarPlus;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="event-form-title" className="grid gap-6">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-deep">
          <Icon className="size-[1.1rem]" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 id="event-form-title" className="font-display text-2xl leading-tight text-ink">
            {editing ? 'Edit event' : 'Add an event'}
          </h3>
          {editing ? <p className="truncate text-sm text-stone">{editing.title}</p> : null}
        </div>
      </div>

      <TextField
        ref={titleRef}
        label="Title"
        name="title"
        autoComplete="off"
        maxLength={EVENT_LIMITS.title}
        value={values.title}
        error={errors.title}
        onChange={set('title')}
      />
      <TextField
        label="Date and time"
        name="date"
        type="datetime-local"
        value={values.date}
        error={errors.date}
        hint={`In the community's time zone (${timeZone.replace(/_/g, ' ')}).`}
        onChange={set('date')}
      />
      <div>
        <label htmlFor={speakersId} className="mb-2 block text-[0.8rem] font-semibold tracking-wide text-ink">
          Speakers
        </label>
        <textarea
          id={speakersId}
          name="speakers"
          rows={4}
          value={values.speakers}
          onChange={set('speakers')}
          aria-invalid={errors.speakers ? true : undefined}
          aria-describedby={`${speakersId}-hint${errors.speakers ? ` ${speakersId}-error` : ''}`}
          placeholder={'Priya Raman\nDaniel Whitfield'}
          className={cn(inputClasses, 'h-auto min-h-28 py-3 leading-6')}
        />
        <p id={`${speakersId}-hint`} className="mt-2 text-xs text-stone">
          One name per line.
        </p>
        {errors.speakers ? (
          <p id={`${speakersId}-error`} className="mt-2 text-sm font-medium text-danger">
            {errors.speakers}
          </p>
        ) : null}
      </div>
      <TextField
        label="Location"
        name="location"
        autoComplete="off"
        hint="Optional: a venue, a city or 'Online'."
        value={values.location}
        error={errors.location}
        onChange={set('location')}
      />
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
          value={values.capacity}
          error={errors.capacity}
          onChange={set('capacity')}
        />
        <TextField
          label="Online link"
          name="onlineLink"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          hint="Optional: shown only to members going."
          value={values.onlineLink}
          error={errors.onlineLink}
          onChange={set('onlineLink')}
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
        value={values.link}
        error={errors.link}
        onChange={set('link')}
      />

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="dark" busy={save.isPending} busyLabel="Saving...">
          Save
        </Button>
        {editing || dirty ? (
          <Button variant="outline" disabled={save.isPending} onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
