// A list's filters kept in the address (?topic=…&kind=…), so a link or Back keeps them: the open roles, the
// AI tools, the open questions. Choosing replaces the address rather than adding to the history.
import { useSearchParams } from 'react-router';

/** The address's filters, and ways to change some (an empty value drops its key) or to clear them all. */
export function useAddressFilters() {
  const [params, setParams] = useSearchParams();
  const setFilters = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const setFilter = (key: string, value: string) => setFilters({ [key]: value });
  const clearFilters = () => setParams(new URLSearchParams(), { replace: true });
  return { params, setFilter, setFilters, clearFilters };
}
