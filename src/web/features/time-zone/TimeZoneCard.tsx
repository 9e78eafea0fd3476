// The community's time zone in the dashboard (decision 040): what "today" means for events, the daily
// emails' times and the dashboard's dates. An administrator changes it here; every server follows within
// seconds, without a restart. When the server's TIME_ZONE sets it, it is shown read-only with the reason.
import { Globe2, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { chooseTimeZoneSchema, TIME_ZONE_MESSAGES, type CommunityTimeZoneAnswer } from '../../../common/contracts/time-zone';
import { Form, reportRefusal, SubmitButton, TimeZoneField, useZodForm, zoneLabel } from '../../components/form';
import { ErrorBanner } from '../../components/ui/Banner';
import { Button } from '../../components/ui/Button';
import { LoadingState } from '../../components/ui/Spinner';
import { notify } from '../../lib/notify';
import { useChooseTimeZone, useCommunityTimeZone } from './api';

export function TimeZoneCard() {
  const zone = useCommunityTimeZone();
  return (
    <section aria-labelledby="community-time-zone-heading" className="mx-3 rounded-2xl border border-line bg-cream/50 p-5 sm:p-6">
      <h3 id="community-time-zone-heading" className="flex items-center gap-2 font-display text-xl text-ink">
        <Globe2 className="size-4 text-brand-deep" aria-hidden="true" />
        Community time zone
      </h3>
      <p className="mt-2 text-sm leading-6 text-stone">
        Event times are entered in it, “today” splits upcoming from past in it, and the daily emails go out by its clock. Members
        still read times in their own zone, with this one named beside them.
      </p>
      {zone.isPending ? (
        <LoadingState label="Loading the time zone..." className="py-6" />
      ) : zone.isError ? (
        <div className="mt-4 grid gap-3 sm:justify-items-start">
          <ErrorBanner error={zone.error} fallback={TIME_ZONE_MESSAGES.loadFailed} />
          <Button variant="outline" size="sm" className="bg-paper" onClick={() => void zone.refetch()}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : (
        <TimeZoneForm zone={zone.data} />
      )}
    </section>
  );
}

function TimeZoneForm({ zone }: { zone: CommunityTimeZoneAnswer }) {
  const form = useZodForm(chooseTimeZoneSchema, { defaultValues: { timeZone: zone.timeZone } });
  const choose = useChooseTimeZone();
  const { reset } = form;
  useEffect(() => reset({ timeZone: zone.timeZone }), [reset, zone.timeZone]);

  if (zone.source === 'environment') {
    return (
      <Form form={form} onSubmit={() => undefined} aria-label="Community time zone" className="mt-4">
        <TimeZoneField name="timeZone" label="Time zone" fixedZone={zone.timeZone} />
      </Form>
    );
  }

  const submit = async ({ timeZone }: { timeZone: string }) => {
    try {
      const saved = await choose.mutateAsync(timeZone);
      notify.success(saved.message);
    } catch (error) {
      reportRefusal(form, error, TIME_ZONE_MESSAGES.saveFailed);
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label="Community time zone" className="mt-4 grid gap-4">
      <TimeZoneField
        name="timeZone"
        label="Time zone"
        current={zone.timeZone}
        hint={
          zone.source === 'default'
            ? 'Not chosen yet: UTC until you choose one.'
            : `Now ${zoneLabel(zone.timeZone)}. Events keep their moment in time when it changes.`
        }
      />
      <div>
        <SubmitButton size="sm" busyLabel="Saving..." disabled={!form.formState.isDirty}>
          Use this time zone
        </SubmitButton>
      </div>
    </Form>
  );
}
