// The site's own pictures: typed access to the catalogue that tools/illustrations/build-images.mjs
// writes to assets/site-images.json (the files live in client/public/images/ as `<base>-<width>.webp`;
// photo credits are in docs/credits.md), and the URL rules client and server share.
import catalogue from '../assets/site-images.json';

export type ImageKind = 'photo' | 'illustration';
export type ImageFormat = 'avif' | 'webp';

export interface SiteImage {
  /** Public path without width or extension, e.g. '/images/rooms/ocean-deluxe-1'. */
  readonly base: string;
  readonly alt: string;
  /** Pixel size of the largest file (gives the aspect ratio for width/height attributes). */
  readonly width: number;
  readonly height: number;
  /** Widths that exist on disk for this picture. */
  readonly widths: readonly number[];
  /** File formats on disk (WebP always; the hero also AVIF). */
  readonly formats: readonly ImageFormat[];
  readonly kind: ImageKind;
  /** Attribution of a photo; see docs/credits.md. */
  readonly credit?: string;
  /** Its 1200x630 link-preview JPEG ('<base>-og.jpg'): the hero and every room picture have one. */
  readonly og?: string;
}

export interface RoomImageSet {
  readonly id: string;
  readonly name: string;
  /** Three or more pictures; the first is the cover. */
  readonly images: readonly SiteImage[];
}

export type SiteBackground = keyof typeof catalogue.site.backgrounds;
/** Facility names with a picture (the same names as FACILITY_NAMES in ./constants). */
export type AmenityImageName = keyof typeof catalogue.amenities;

export interface SiteImages {
  readonly hero: SiteImage;
  /** The hero's upright cut, for phones held upright. */
  readonly heroPortrait: SiteImage;
  readonly gallery: readonly SiteImage[];
  readonly backgrounds: Readonly<Record<SiteBackground, SiteImage>>;
}

interface SiteImageCatalogue {
  readonly widths: readonly number[];
  readonly site: SiteImages;
  readonly rooms: readonly RoomImageSet[];
  readonly amenities: Readonly<Record<AmenityImageName, SiteImage>>;
  readonly placeholderRoom: SiteImage;
}

// JSON imports type `kind` as string; the generator writes only the two kinds.
const typed = catalogue as SiteImageCatalogue;

/** Widths every picture is rendered at (the hero also at 1920). */
export const IMAGE_WIDTHS = typed.widths;
export const IMAGE_EXTENSION = '.webp';

/** `sizes` attributes matching the layouts the pictures were cut for. */
export const IMAGE_SIZES = {
  hero: '100vw',
  card: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  gallery: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  detail: '(min-width: 1024px) 66vw, 100vw',
} as const;

export const SITE_IMAGES: SiteImages = typed.site;
export const ROOM_IMAGE_SETS: readonly RoomImageSet[] = typed.rooms;
export const AMENITY_IMAGES: Readonly<Record<AmenityImageName, SiteImage>> = typed.amenities;

/** Base path of the picture shown when a room has no image of its own. */
export const PLACEHOLDER_ROOM_IMAGE = typed.placeholderRoom.base;
export const PLACEHOLDER_ROOM_ALT = typed.placeholderRoom.alt;

/** True for our generated base paths ('/images/...' without an extension); uploads and URLs are not. */
export function isResponsiveBase(path: string): boolean {
  return path.startsWith('/images/') && !/\.[a-z0-9]{2,5}(?:[?#].*)?$/i.test(path);
}

/** One file of a picture: srcFor('/images/rooms/ocean-deluxe-1', 960) is '/images/rooms/ocean-deluxe-1-960.webp'. Other paths come back unchanged. */
export function srcFor(basePath: string, width: number = 960, format: ImageFormat = 'webp'): string {
  return isResponsiveBase(basePath) ? `${basePath}-${width}.${format}` : basePath;
}

/** 'base-480.webp 480w, base-960.webp 960w, base-1600.webp 1600w'; empty for paths that are not ours. */
export function srcSetFor(
  basePath: string,
  widths: readonly number[] = IMAGE_WIDTHS,
  format: ImageFormat = 'webp',
): string {
  if (!isResponsiveBase(basePath)) return '';
  return widths.map((w) => `${srcFor(basePath, w, format)} ${w}w`).join(', ');
}

const UPLOAD = /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[a-z0-9]{2,5}$/i;

/**
 * An uploaded photo ('/uploads/<id>.jpg') has WebP copies '/uploads/<id>-<width>.webp' at every width
 * (made at upload, or at the first request for older uploads): their srcset, or '' for other paths.
 */
export function uploadSrcSet(path: string, widths: readonly number[] = IMAGE_WIDTHS): string {
  const id = UPLOAD.exec(path)?.[1];
  if (!id) return '';
  return widths.map((w) => `/uploads/${id}-${w}${IMAGE_EXTENSION} ${w}w`).join(', ');
}

/** The picture of a facility by name (case-insensitive), if there is one. */
export function amenityImage(name: string): SiteImage | undefined {
  const key = (Object.keys(AMENITY_IMAGES) as AmenityImageName[]).find(
    (k) => k.toLowerCase() === name.trim().toLowerCase(),
  );
  return key ? AMENITY_IMAGES[key] : undefined;
}

/** The size of every link-preview (Open Graph) JPEG, ours and the uploads'. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The resort's link preview, cut from the hero photo: pages without a picture of their own use it. */
export const RESORT_OG_IMAGE: string = typed.site.hero.og ?? '/images/site/hero-og.jpg';

/** The storage key of an upload's link-preview JPEG: '<id>-og.jpg', beside '<id>.jpg' and '<id>-960.webp'. */
export const ogUploadKey = (id: string) => `${id}-og.jpg`;

const OUR_SIZED_FILE = /^(\/images\/.+)-\d{3,4}\.(?:webp|avif)$/;
const UPLOAD_ANY =
  /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.[a-z0-9]{2,5}|-\d{3,4}\.webp)$/i;
const OG_OF_BASE = new Map<string, string>(
  [typed.site.hero, ...typed.rooms.flatMap((set) => set.images)].flatMap((image) =>
    image.og ? [[image.base, image.og] as const] : [],
  ),
);

/**
 * The link-preview JPEG of a picture, by the naming rule: one of our pictures ('/images/rooms/x' or
 * '/images/rooms/x-960.webp') has the catalogue's '/images/rooms/x-og.jpg'; an upload ('/uploads/<id>.jpg'
 * or one of its copies) has '/uploads/<id>-og.jpg', made when it was uploaded. Undefined for anything else
 * (another address, a picture with no preview of its own).
 */
export function ogImageOf(path: string | null | undefined): string | undefined {
  const trimmed = path?.trim();
  if (!trimmed) return undefined;
  const upload = UPLOAD_ANY.exec(trimmed)?.[1];
  if (upload) return `/uploads/${ogUploadKey(upload.toLowerCase())}`;
  const base = OUR_SIZED_FILE.exec(trimmed)?.[1] ?? trimmed;
  return OG_OF_BASE.get(base);
}
