// Reservations, their payments and their history in the API's answers (spec sections 3 and 4).
// biome-ignore-all assist/source/organizeImports: the order is the order the schemas register their OpenAPI ids in
export * from './payment';
export * from './reservation-details';
export * from './reservation';
export * from './staff';
export * from './receipt';
export * from './day-visit-example';
export * from './booking-group';
