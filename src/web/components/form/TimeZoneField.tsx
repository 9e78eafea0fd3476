// The community's time zone in a form (decision 040): a list of the zones the browser knows, UTC first,
// with the one given kept even if this browser does not list it. When the server's TIME_ZONE fixes the
// zone, the field shows it read-only and says why, and the form sends nothing for it.
import { useId } from 'react';
import { TIME_ZONE_MESSAGES, timeZoneChoices } from '../../../common/contracts/time-zone';
import { FieldLabel, inputClasses } from '../ui/Field';
import { cn } from '../ui/cn';
import { SelectField } from './fields';

/** The zone this browser's clock is set to (proposed at setup), or UTC if it cannot tell. */
export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

/** 'America/Los_Angeles' as people read it: 'America / Los Angeles'. */
export const zoneLabel = (zone: string) => zone.replace(/_/g, ' ').replace(/\//g, ' / ');

type TimeZoneFieldProps = {
  name: string;
  label?: string;
  hint?: string;
  /** The zone TIME_ZONE sets: shown read-only, with the reason. */
  fixedZone?: string | null;
  /** A zone to list even if this browser does not (the one saved). */
  current?: string;
  className?: string;
};

export function TimeZoneField({ name, label = 'Community time zone', hint, fixedZone, current, className }: TimeZoneFieldProps) {
  const id = useId();
  if (fixedZone) {
    return (
      <div className={className}>
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        <input
          id={id}
          readOnly
          value={zoneLabel(fixedZone)}
          aria-describedby={`${id}-why`}
          className={cn(inputClasses, 'cursor-default bg-cream-2/60 text-stone')}
        />
        <p id={`${id}-why`} className="mt-2 text-xs leading-5 text-stone">
          {TIME_ZONE_MESSAGES.fixedByEnvironment(fixedZone)}
        </p>
      </div>
    );
  }
  const choices = timeZoneChoices();
  const listed = current && !choices.includes(current) ? [current, ...choices] : choices;
  return (
    <SelectField name={name} label={label} hint={hint} className={className}>
      {listed.map((zone) => (
        <option key={zone} value={zone}>
          {zoneLabel(zone)}
        </option>
      ))}
    </SelectField>
  );
}
