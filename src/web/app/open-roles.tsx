// /openRoles and /openRoles/:id composed (issue 39): the open roles' pages.
import { RolePage, RolesPage } from '../features/open-roles/pages';

export { RolePage, RolesPage };
