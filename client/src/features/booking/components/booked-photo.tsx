// The picture of what a reservation books: its room's photo, or for a day visit its cottage's, or the
// beach (the site's hero) when the day visit has no cottage or the cottage no photo.

import type { ReservationDto } from '@domain/api-types';
import { bookedName } from '@domain/day-visits';
import { SITE_IMAGES } from '@domain/images';
import { currentLanguage } from '@/lib/i18n';
import { RoomPhoto } from './room-photo';

type BookedPhotoProps = {
  reservation: Pick<ReservationDto, 'room' | 'cottage'>;
  className?: string;
  sizes?: string;
  eager?: boolean;
};

/** The photo's address: the room's, else the cottage's, else the beach. */
export const bookedPhotoPath = (reservation: BookedPhotoProps['reservation']): string | null =>
  reservation.room ? reservation.room.imagePath : (reservation.cottage?.imagePath ?? SITE_IMAGES.hero.base);

export const BookedPhoto = ({ reservation, ...photo }: BookedPhotoProps) => (
  <RoomPhoto src={bookedPhotoPath(reservation)} alt={bookedName(reservation, currentLanguage())} {...photo} />
);
