// The open roles' pages' chunk (app/open-roles.tsx composes them; app/router.tsx loads it when one of them
// is first opened).
export { RolePage } from './RolePage';
export { RolesPage } from './RolesPage';
