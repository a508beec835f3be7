// What the amenities feature offers other features: the public facility list, its key and the icons.

export { amenitiesQueryOptions, useAmenities } from './api/get-amenities';
export { amenityKeys } from './api/keys';
export { FacilityIcon } from './components/facility-icon';
