// The member area's first chunk: its layout, the home page and the small pages. Larger pages are chunks
// of their own (app/router.tsx).
export { MemberLayout } from './layouts/MemberLayout';
export { MemberHomePage } from '../features/dashboard/MemberHomePage';
export { ComingSoonPage } from '../features/placeholders/ComingSoonPage';
export { NotFoundPage } from '../features/placeholders/NotFoundPage';
