// The amenities gallery on the landing page: up to 3 amenity pictures, stock pictures when no
// amenity has one (spec sections 2 and 9).

export type GalleryItem = { src: string; alt: string; caption: string };

export const galleryItems = (
  amenities: readonly { name: string; imagePath: string | null }[],
  stock: readonly GalleryItem[],
  size: number,
): GalleryItem[] => {
  const withImages = amenities
    .filter((amenity) => Boolean(amenity.imagePath?.trim()))
    .slice(0, size)
    .map((amenity) => ({ src: amenity.imagePath as string, alt: amenity.name, caption: amenity.name }));
  return withImages.length ? withImages : stock.slice(0, size);
};
