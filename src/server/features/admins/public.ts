// What other features use of the administrators: who they are, for what is sent to the organisers.
export { listActiveAdministrators, type ActiveAdministrator } from './active';
