// What the amenities feature offers other features: the public facility list, its key and the icons.

export { amenitiesQueryOptions, useAmenities } from './api/get-amenities';
export { amenityKeys } from './api/keys';
export { FacilityCardBody, FacilityPicture } from './components/facility-card-parts';
export { FacilityIcon } from './components/facility-icon';
