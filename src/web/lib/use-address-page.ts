// The page of a member list that pages through the address (?page=n): the newsletters, the notifications.
// A link or a reload opens the same page; going to another scrolls back to the top of the list's page.
import { useSearchParams } from 'react-router';

/** ?page= as a page number: 1 when it is absent or not a whole number from 1. */
export function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The page in the address, and a way to go to another (the first leaves the address bare). */
export function useAddressPage(): [page: number, goTo: (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const goTo = (next: number) => {
    setSearchParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };
  return [pageFrom(searchParams.get('page')), goTo];
}
