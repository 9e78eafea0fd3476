// The member area's first chunk: its layout, the home page and the small pages. Larger pages are chunks
// of their own (app/router.tsx). The server preloads this file's chunk for signed-in callers (it finds it
// by this path in Vite's manifest), so it keeps its name.
import { SpotlightCarousel } from '../features/content/SpotlightCarousel';
import { MemberHomePage } from '../features/dashboard/MemberHomePage';

export { MemberLayout } from './layouts/MemberLayout';
export { ComingSoonPage } from '../features/placeholders/ComingSoonPage';
export { NotFoundPage } from '../features/placeholders/NotFoundPage';

/** `/` for members: the home page with the content feature's spotlight carousel. */
export function MemberHome() {
  return <MemberHomePage spotlight={<SpotlightCarousel />} />;
}
