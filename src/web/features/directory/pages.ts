// The directory's chunk (app/router.tsx loads it when /members, /memberLocation or a member's page is opened).
export { DirectoryPage } from './DirectoryPage';
export { MemberProfilePage } from './MemberProfilePage';
