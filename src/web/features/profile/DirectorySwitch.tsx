// 'Show me in the members' directory' (issue 33, decision 043): on by default; off takes the member out of
// every directory list and search, and their profile page is then for their connections only. The sentence
// under the switch says which, as it stands.
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { Switch } from '../../components/ui/Switch';

export const DIRECTORY_SENTENCES = {
  shown: 'Members can find you in the directory and open your profile, showing only what you let them see below.',
  hidden:
    'You are out of the directory: no member finds you in its lists or searches, and your profile page opens only for your connections. They, and the event lists you chose to be on, still show you.',
} as const;

export function DirectorySwitch() {
  const id = useId();
  const { field } = useController({ name: 'inDirectory' });
  const shown = field.value === true;
  return (
    <div className="grid gap-2">
      <Switch
        checked={shown}
        onChange={(checked) => field.onChange(checked)}
        label="Show me in the members’ directory"
        describedBy={`${id}-sentence`}
        name="inDirectory"
      />
      <p id={`${id}-sentence`} className="text-sm leading-6 text-stone" aria-live="polite">
        {shown ? DIRECTORY_SENTENCES.shown : DIRECTORY_SENTENCES.hidden}
      </p>
    </div>
  );
}
