// The users and sign-in module's public API. Users, sessions, failed sign-ins and reset codes are
// written here and nowhere else; other modules look accounts up and make walk-in customers through this.

export { resetCodeMail } from './reset-mail';
export {
  type AccountRow as Account,
  emailLanguagesOf,
  findAccount,
  findActiveAdminEmails,
} from './users.repository';
export { default as userAdminRoutes } from './users.routes';
export { registerWalkInCustomer, STAFF_EMAIL } from './walk-in-customer';
