// /settings/notifications (issue 34): where each kind of news reaches the member (in the product, by email,
// by push), a digest instead of single emails at an hour they pick in their own zone, and quiet hours.
// The grid is one set of fields for both widths: a table's rows and columns from `md`, a card per kind
// below it. Settings are the server's: what is saved here is read whenever something is sent.
import { BellOff, BellRing, Clock3, Mail, MonitorSmartphone, Moon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '../../../common/contracts/notification-kinds';
import {
  NOTIFICATION_MESSAGES as M,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '../../../common/contracts/notifications';
import { ROUTES } from '../../../common/routes';
import {
  CheckboxField,
  Form,
  placeServerErrors,
  SelectField,
  SubmitButton,
  TextField,
  TimeZoneField,
  useZodForm,
  zoneLabel,
} from '../../components/form';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { IconTile } from '../../components/ui/IconTile';
import { LoadFailed } from '../../components/ui/ListStates';
import { LoadingState } from '../../components/ui/Spinner';
import { SubPageHeader } from '../../components/ui/SubPageHeader';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import type { PushState } from '../../lib/push';
import { usePageTitle } from '../../lib/use-page-title';
import { usePushDevice } from '../../lib/use-push-device';
import { useNotificationSettings, useSaveNotificationSettings } from './api';
import { settingsFormSchema, settingsFormValues, type SettingsFormValues } from './settings-form';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) =>
  new Date(2000, 0, 1, hour).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
/** ISO weekdays, 1 Monday … 7 Sunday (2024-01-01 was a Monday). */
const WEEKDAYS = Array.from({ length: 7 }, (_, i) => ({
  value: i + 1,
  label: new Date(2024, 0, 1 + i).toLocaleDateString('en-US', { weekday: 'long' }),
}));

export function NotificationSettingsPage() {
  usePageTitle('Notification settings');
  const settings = useNotificationSettings();
  return (
    <div className="animate-rise">
      <SubPageHeader
        back={{ to: ROUTES.notifications, label: 'Notifications' }}
        eyebrow="Your space"
        title="Notification settings"
      >
        Choose where each kind of news reaches you. Everything still appears under Notifications.
      </SubPageHeader>
      {settings.isPending ? (
        <LoadingState label="Loading your settings..." />
      ) : settings.isError ? (
        <div className="mt-8">
          <LoadFailed message={M.settingsLoadFailed} read={settings} />
        </div>
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </div>
  );
}

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const form = useZodForm(settingsFormSchema, { defaultValues: settingsFormValues(settings) });
  const save = useSaveNotificationSettings();
  const kinds = Object.keys(settings.channels) as NotificationKind[];
  const memberKinds = kinds.filter((kind) => NOTIFICATION_KINDS[kind].audience === 'members');
  const organiserKinds = kinds.filter((kind) => NOTIFICATION_KINDS[kind].audience === 'organisers');

  const submit = async (values: NotificationSettingsInput) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(settingsFormValues(saved.settings));
      notify.success(saved.message);
    } catch (error) {
      placeServerErrors(form, error);
      notify.error(errorMessage(error, M.settingsSaveFailed));
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label="Notification settings" className="mt-10 space-y-8">
      <Card className="overflow-hidden">
        <SectionHeading icon={BellRing} title="Where news reaches you">
          Email and push follow these choices, and so does the digest.
        </SectionHeading>
        <ChannelGrid kinds={memberKinds} />
        {organiserKinds.length > 0 ? (
          <>
            <p className="eyebrow border-t border-line/80 bg-cream-2/40 px-6 py-3 text-brand-deep sm:px-8">For the organisers</p>
            <ChannelGrid kinds={organiserKinds} />
          </>
        ) : null}
        <PushDevice />
      </Card>

      <DigestSection chosen={settings.chosen} />
      <QuietHoursSection />

      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busyLabel="Saving...">Save settings</SubmitButton>
        {form.formState.isDirty ? <p className="text-sm text-stone">You have changes that are not saved yet.</p> : null}
      </div>
    </Form>
  );
}

function SectionHeading({ icon, title, children }: { icon: typeof Mail; title: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-4 px-6 pt-6 pb-5 sm:px-8 sm:pt-7">
      <IconTile icon={icon} className="size-11 rounded-2xl bg-ink text-brand-bright" iconClassName="size-5" />
      <div>
        <h2 className="font-display text-2xl leading-tight text-ink">{title}</h2>
        <p className="mt-1 text-sm leading-6 text-stone">{children}</p>
      </div>
    </div>
  );
}

const GRID_COLUMNS = 'md:grid md:grid-cols-[minmax(0,1fr)_repeat(3,8.5rem)] md:items-center';

/** Kinds × channels: rows and columns from `md` (the columns' names in a header row), a card per kind below. */
function ChannelGrid({ kinds }: { kinds: NotificationKind[] }) {
  return (
    <div className="border-t border-line/80">
      <div
        aria-hidden="true"
        className={cn(
          'hidden bg-cream-2/40 px-8 py-3 text-[0.7rem] font-semibold tracking-[0.14em] text-stone uppercase',
          GRID_COLUMNS,
        )}
      >
        <span>What arrives</span>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <span key={channel} className="text-center">
            {CHANNEL_LABELS[channel]}
          </span>
        ))}
      </div>
      <ul className="divide-y divide-line/80">
        {kinds.map((kind) => (
          <li key={kind}>
            <KindRow kind={kind} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function KindRow({ kind }: { kind: NotificationKind }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={cn('px-6 py-4 sm:px-8', GRID_COLUMNS)}>
      <p id={id} className="text-[0.95rem] leading-6 font-medium text-ink">
        {NOTIFICATION_KINDS[kind].label}
      </p>
      <div className="mt-3 grid grid-cols-3 gap-2 md:contents">
        {NOTIFICATION_CHANNELS.map((channel) => (
          <ChannelBox key={channel} kind={kind} channel={channel} />
        ))}
      </div>
    </div>
  );
}

function ChannelBox({ kind, channel }: { kind: NotificationKind; channel: NotificationChannel }) {
  const { register } = useFormContext<SettingsFormValues>();
  return (
    <label
      className={cn(
        'flex min-h-16 cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border border-line bg-cream/60 px-2 py-2 text-center transition-colors hover:border-ink/30',
        'has-[:checked]:border-brand-deep/40 has-[:checked]:bg-brand-soft/50',
        'md:min-h-11 md:border-0 md:bg-transparent md:has-[:checked]:bg-transparent',
      )}
    >
      <input type="checkbox" className="size-5 shrink-0 cursor-pointer accent-ink" {...register(`channels.${kind}.${channel}`)} />
      <span className="text-xs leading-4 text-ink md:sr-only">{CHANNEL_LABELS[channel]}</span>
    </label>
  );
}

const PUSH_STATE: Record<PushState, { text: string; detail?: string }> = {
  checking: { text: 'Checking this device…' },
  on: { text: 'Push is on for this device.', detail: 'Kinds ticked under Push arrive here, even with the site closed.' },
  off: { text: 'Push is off for this device.', detail: 'Turn it on to receive the kinds ticked under Push here.' },
  blocked: {
    text: 'Push is blocked by this browser.',
    detail: 'Allow notifications for this site in the browser’s settings, then come back.',
  },
  unsupported: {
    text: 'This browser cannot receive push notifications.',
    detail: 'On an iPhone or iPad, add this site to your Home Screen and open it from there.',
  },
};

/** 'Push on this device': this browser's subscription, asked for only when the member clicks. */
function PushDevice() {
  const { state, busy, failed, enable, disable } = usePushDevice();
  const { text, detail } = PUSH_STATE[state];
  return (
    <div className="flex flex-col gap-4 border-t border-line/80 bg-cream-2/40 px-6 py-5 sm:flex-row sm:items-center sm:px-8">
      <IconTile
        icon={state === 'on' ? MonitorSmartphone : BellOff}
        className={cn('size-10 rounded-xl', state === 'on' ? 'bg-success-soft text-success' : 'bg-paper text-stone')}
        iconClassName="size-[1.1rem]"
      />
      <div className="min-w-0 flex-1" role="status">
        <p className="text-sm font-semibold text-ink">{text}</p>
        {detail ? <p className="mt-0.5 text-sm leading-6 text-stone">{detail}</p> : null}
        {failed ? (
          <p className="mt-1 text-sm font-medium text-danger">
            This browser could not turn push on. Private windows cannot receive it.
          </p>
        ) : null}
      </div>
      {state === 'off' ? (
        <Button variant="dark" size="sm" busy={busy} busyLabel="Turning on..." onClick={enable}>
          <BellRing className="size-4" aria-hidden="true" />
          Turn on push
        </Button>
      ) : null}
      {state === 'on' ? (
        <Button variant="outline" size="sm" className="bg-paper" busy={busy} busyLabel="Turning off..." onClick={disable}>
          <BellOff className="size-4" aria-hidden="true" />
          Turn off on this device
        </Button>
      ) : null}
    </div>
  );
}

/** `chosen`: the member has saved a zone; until then the form proposes this browser's. */
function DigestSection({ chosen }: { chosen: boolean }) {
  const frequency = useWatch<SettingsFormValues, 'digest.frequency'>({ name: 'digest.frequency' });
  const timeZone = useWatch<SettingsFormValues, 'timeZone'>({ name: 'timeZone' });
  return (
    <Card>
      <SectionHeading icon={Mail} title="Digest instead of single emails">
        One email with everything you have not seen yet, at the hour you choose. Nothing is sent when there is nothing new.
      </SectionHeading>
      <div className="grid gap-5 px-6 pb-7 sm:grid-cols-2 sm:px-8 lg:grid-cols-3">
        <SelectField name="digest.frequency" label="Digest">
          <option value="off">Off: an email for each</option>
          <option value="daily">Daily</option>
          <option value="weekly">Weekly</option>
        </SelectField>
        {frequency === 'weekly' ? (
          <SelectField name="digest.weekday" label="On">
            {WEEKDAYS.map(({ value, label }) => (
              <option key={value} value={String(value)}>
                {label}
              </option>
            ))}
          </SelectField>
        ) : null}
        {frequency !== 'off' ? (
          <SelectField name="digest.hour" label="At">
            {HOURS.map((hour) => (
              <option key={hour} value={String(hour)}>
                {hourLabel(hour)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <TimeZoneField
          name="timeZone"
          label="Your time zone"
          current={timeZone}
          className="sm:col-span-2 lg:col-span-3 lg:max-w-md"
          hint={
            chosen
              ? 'The digest’s hour and quiet hours are read in this zone.'
              : `Proposed from this browser’s clock (${zoneLabel(timeZone)}). Save to keep it.`
          }
        />
      </div>
    </Card>
  );
}

function QuietHoursSection() {
  const on = useWatch<SettingsFormValues, 'quietHoursOn'>({ name: 'quietHoursOn' });
  return (
    <Card>
      <SectionHeading icon={Moon} title="Quiet hours">
        No push notifications between these times, in your time zone. They wait in the list for you.
      </SectionHeading>
      <div className="grid gap-5 px-6 pb-7 sm:px-8">
        <CheckboxField name="quietHoursOn" className="max-w-md">
          Pause push notifications during quiet hours
        </CheckboxField>
        {on ? (
          <div className="grid max-w-md grid-cols-2 gap-4">
            <TextField name="quietHours.start" type="time" label="From" />
            <TextField name="quietHours.end" type="time" label="To" />
          </div>
        ) : null}
        <p className="flex items-center gap-2 text-xs text-stone">
          <Clock3 className="size-3.5" aria-hidden="true" />
          Over midnight is fine: from 22:00 to 07:00 means every night.
        </p>
      </div>
    </Card>
  );
}
