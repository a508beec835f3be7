// What the amenities feature offers other features: the public facility list and the icons.

export { amenitiesQueryOptions, useAmenities } from './api/get-amenities';
export { FacilityCardBody, FacilityPicture } from './components/facility-card-parts';
export { FacilityIcon } from './components/facility-icon';
