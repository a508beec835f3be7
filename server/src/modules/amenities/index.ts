// The amenities module's public API. The facilities list is written here and nowhere else.
export { default as amenityAdminRoutes } from './admin.routes';
export { findAmenities } from './service';
