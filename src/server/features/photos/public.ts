// What other features use of members' photos: where each size of a photo is stored (a member's data export
// takes the largest; an account's erasure removes them all).
export { fileOf as photoFileOf } from './service';
