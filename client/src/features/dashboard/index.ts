// What the guest dashboard offers other features: the guest's bookings (the landing page shows the next
// stay). The dashboard page itself is loaded by the router.

export { userReservationsQueryOptions, useUserReservations } from './api/get-user-reservations';
