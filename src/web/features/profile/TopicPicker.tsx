// The organisers' skills and topics to pick from (issue 33, item 2), under the member's own list: each
// topic is a toggle (pressed: in the list). A search asks the server when the list is longer than what is
// shown. Free topics are typed into the list above as before; both count towards the same limit.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useController } from 'react-hook-form';
import { MAX_INTERESTS } from '../../../common/contracts/profile';
import { TOPIC_ROUTES } from '../../../common/contracts/topics-routes';
import { SearchField } from '../../components/ui/SearchField';
import { ToggleChip } from '../../components/ui/ToggleChip';
import { call } from '../../lib/call';

/** How many topics are shown at once. */
const SHOWN = 24;

export function TopicPicker() {
  const { field } = useController({ name: 'interests' });
  const chosen = (field.value as string[]) ?? [];
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const topics = useQuery({
    queryKey: ['topics', 'picker', deferred],
    queryFn: ({ signal }) => call(TOPIC_ROUTES.list, { query: { search: deferred || undefined, pageSize: SHOWN }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const isChosen = (name: string) => chosen.some((item) => item.toLowerCase() === name.toLowerCase());
  const full = chosen.length >= MAX_INTERESTS;
  const toggle = (name: string) =>
    field.onChange(isChosen(name) ? chosen.filter((item) => item.toLowerCase() !== name.toLowerCase()) : [...chosen, name]);

  // No topics curated yet, and no search typed: nothing to offer.
  if (!topics.data || (topics.data.total === 0 && !deferred)) return null;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-[0.8rem] font-semibold tracking-wide text-ink">From the organisers’ list</legend>
      {topics.data.total > SHOWN || deferred ? (
        // Enter in the search looks, it does not save the profile.
        <div onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}>
          <SearchField
            label="Search the organisers’ topics"
            placeholder="Search topics"
            search={{ text: search, setText: setSearch, search: search.trim() }}
            busy={topics.isFetching}
          />
        </div>
      ) : null}
      {topics.data.items.length ? (
        <ul className="flex flex-wrap gap-2">
          {topics.data.items.map((topic) => {
            const pressed = isChosen(topic.name);
            return (
              <li key={topic.id}>
                <ToggleChip pressed={pressed} disabled={!pressed && full} onToggle={() => toggle(topic.name)}>
                  {topic.name}
                </ToggleChip>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-stone">No topic of the organisers’ list matches. Type it above to add it as your own.</p>
      )}
    </fieldset>
  );
}
