// The whole data model of the spec (section 3), designed up front so later features only add code, one
// file per area. Money is numeric(12,2) (read back as "4500.00"); stay days are plain dates in resort time.
export * from './accounts';
export * from './add-ons';
export * from './backups';
export * from './calendar';
export * from './content';
export * from './day-visits';
export * from './jobs';
export * from './reservations';
export * from './rooms';
