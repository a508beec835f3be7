// @ts-check
// The single list of every picture the site ships. build-images.mjs renders it, and writes
// client/public/images/manifest.json and the catalogue the code reads (assets/site-images.json) from it.

/**
 * One picture to render.
 * @typedef {object} PictureEntry
 * @property {string} out path under client/public/images/ without width and extension, e.g. 'rooms/pool-villa-1'
 * @property {string} src a file under assets/images-src/ (photos/*.jpg or svg/*.svg)
 * @property {string} alt
 * @property {readonly [number, number, number, number]} [crop] [left, top, width, height] as fractions of
 *   the source, applied before the aspect crop
 * @property {Aspect} [aspect] [w, h] of the output (default 3:2)
 * @property {readonly number[]} [widths] output widths in px (default IMAGE_WIDTHS)
 * @property {number} [quality] WebP quality instead of the default for its kind
 * @property {number} [avifQuality] AVIF quality instead of the default (45)
 * @property {readonly ImageFormat[]} [formats] file formats to write (default WebP only)
 */
/** @typedef {'avif' | 'webp'} ImageFormat */
/** @typedef {readonly [number, number]} Aspect */
/** @typedef {{ readonly id: string, readonly name: string, readonly images: readonly PictureEntry[] }} RoomEntry */

export const IMAGE_WIDTHS = [480, 960, 1600];
export const HERO_WIDTHS = [480, 960, 1600, 1920];
/** The hero's portrait cut for phones: a 412 px wide, full-height hero shows ~460 CSS px of it. */
export const HERO_PORTRAIT_WIDTHS = [480, 720];
/**
 * The hero, a big first paint, also comes as AVIF: at 720 px about half the WebP's bytes for the same
 * look (docs/adr/0031-landing-hero-picture.md); browsers without AVIF take the WebP.
 * @type {readonly ImageFormat[]}
 */
export const HERO_FORMATS = ['avif', 'webp'];
/** @type {Aspect} */
export const WIDE = [16, 9];
/** @type {Aspect} */
export const CARD = [3, 2];
/** @type {Aspect} */
export const PORTRAIT = [9, 16];

/** Photo credits, keyed by source file (see docs/credits.md). @type {Readonly<Record<string, string>>} */
export const PHOTO_CREDITS = {
  'photos/evening-glow.jpg': 'Evening Glow by Ian Hex (LGPL-3.0), KDE Plasma wallpapers',
  'photos/summer-1am.jpg': 'summer 1am by Risto Saukonpää (LGPL-3.0), KDE Plasma wallpapers',
  'photos/by-the-water.jpg': 'By the water by Maciej Wiklo (LGPL-3.0), KDE Plasma wallpapers',
  'photos/volna.jpg': 'Volna by Nikita Babin (CC BY-SA 4.0), KDE Plasma wallpapers',
  'photos/kite.jpg': 'Kite by Risto Saukonpää (LGPL-3.0), KDE Plasma wallpapers',
  'photos/dune.jpg': 'Dune by Marco Cogoni and Hylke Bons (GPL-2.0+), MATE backgrounds',
  'photos/blinds.jpg': 'Blinds by Lennart Poettering and Andrea Cimitan (GPL-2.0+), MATE backgrounds',
  'photos/aqua.jpg': 'Aqua by Charles Barbin (GPL-2.0+), MATE backgrounds',
  'photos/wood.jpg': 'Wood by Jean-François Fortin Tam (GPL-2.0+), MATE backgrounds',
};

/** SVG sources and the scene function in lib/scenes.mjs that authored each. @type {Readonly<Record<string, string>>} */
export const ILLUSTRATIONS = {
  'ocean-deluxe-bedroom': 'oceanDeluxeBedroom',
  'ocean-deluxe-bathroom': 'oceanDeluxeBathroom',
  'beachfront-terrace': 'beachfrontTerrace',
  'twin-bedroom': 'twinBedroom',
  'suite-living': 'suiteLiving',
  'suite-bedroom': 'suiteBedroom',
  'family-bunk-room': 'familyBunkRoom',
  'family-lounge': 'familyLounge',
  'pool-villa': 'poolVilla',
  'villa-bedroom': 'villaBedroom',
  'bungalow-bedroom': 'bungalowBedroom',
  'bungalow-bath': 'bungalowBath',
  'function-hall': 'functionHall',
  'swimming-pool': 'swimmingPool',
  restaurant: 'restaurant',
  wifi: 'wifi',
  'coffee-shop': 'coffeeShop',
  security: 'security',
  parking: 'parking',
  'air-conditioning': 'airConditioning',
  'room-placeholder': 'roomPlaceholder',
};

const svg = (/** @type {string} */ name) => `svg/${name}.svg`;

/** @type {{ hero: PictureEntry, heroPortrait: PictureEntry, gallery: readonly PictureEntry[], backgrounds: Readonly<Record<string, PictureEntry>> }} */
export const SITE = {
  hero: {
    out: 'site/hero',
    src: 'photos/evening-glow.jpg',
    crop: [0, 0.04, 1, 0.92],
    aspect: WIDE,
    widths: HERO_WIDTHS,
    formats: HERO_FORMATS,
    alt: 'Wooden rowing boats drawn up on the shore under a glowing sunset sky',
  },
  // the middle of the same photo, upright: a phone's full-height hero would otherwise show a quarter
  // of a wide picture, upscaled
  heroPortrait: {
    out: 'site/hero-portrait',
    src: 'photos/evening-glow.jpg',
    crop: [0.338, 0.04, 0.324, 0.92],
    aspect: PORTRAIT,
    widths: HERO_PORTRAIT_WIDTHS,
    formats: HERO_FORMATS,
    // a phone's hero, fetched before its first paint and drawn under the heading's dark overlay: at 36
    // the 720 px AVIF is 39 KB instead of 60 KB and looks the same in the page, side by side at 390 px
    // (2x) and zoomed; the wide hero keeps 45
    avifQuality: 36,
    alt: 'Wooden rowing boats drawn up on the shore under a glowing sunset sky',
  },
  gallery: [
    {
      out: 'site/gallery-calm-dawn',
      src: 'photos/summer-1am.jpg',
      aspect: CARD,
      alt: 'A still, pastel dawn over calm water with reeds along the shore',
    },
    {
      out: 'site/gallery-dune-grass',
      src: 'photos/dune.jpg',
      aspect: CARD,
      alt: 'Golden dune grass swaying in front of a bright blue sea',
    },
    {
      out: 'site/gallery-boardwalk',
      src: 'photos/by-the-water.jpg',
      aspect: CARD,
      alt: 'Sun-warmed boardwalk planks at the water’s edge in the late afternoon',
    },
    {
      out: 'site/gallery-shoreline',
      src: 'photos/volna.jpg',
      aspect: CARD,
      alt: 'A turquoise wave meeting warm sand, seen from above',
    },
    {
      out: 'site/gallery-kite-sky',
      src: 'photos/kite.jpg',
      crop: [0.2, 0, 0.8, 1],
      aspect: CARD,
      alt: 'A rainbow kite flying high in a deep blue summer sky',
    },
    {
      out: 'site/gallery-sunset-boats',
      src: 'photos/evening-glow.jpg',
      crop: [0.1, 0.1, 0.9, 0.7],
      aspect: CARD,
      quality: 70,
      alt: 'Rowing boats resting on a pebble beach as the sun sets behind the hills',
    },
  ],
  backgrounds: {
    palmLeaf: {
      out: 'site/bg-palm-leaf',
      src: 'photos/blinds.jpg',
      aspect: WIDE,
      alt: 'Close-up of a bright green tropical leaf',
    },
    water: {
      out: 'site/bg-water',
      src: 'photos/aqua.jpg',
      aspect: WIDE,
      alt: 'A drop splashing into clear blue water',
    },
    driftwood: {
      out: 'site/bg-driftwood',
      src: 'photos/wood.jpg',
      aspect: WIDE,
      alt: 'Pale, weathered driftwood grain',
    },
    duskSea: {
      out: 'site/bg-dusk-sea',
      src: 'photos/summer-1am.jpg',
      aspect: WIDE,
      alt: 'Soft violet and pink dusk over a calm sea',
    },
    shoreline: {
      out: 'site/bg-shoreline',
      src: 'photos/volna.jpg',
      aspect: WIDE,
      alt: 'Turquoise surf rolling onto golden sand, seen from above',
    },
  },
};

/** @type {readonly RoomEntry[]} */
export const ROOMS = [
  {
    id: 'ocean-deluxe',
    name: 'Ocean View Deluxe',
    images: [
      {
        out: 'rooms/ocean-deluxe-1',
        src: svg('ocean-deluxe-bedroom'),
        alt: 'Ocean View Deluxe bedroom with a queen bed facing a tall window onto the sea',
      },
      {
        out: 'rooms/ocean-deluxe-2',
        src: svg('ocean-deluxe-bathroom'),
        alt: 'Bright bathroom with a freestanding bathtub under a sea-view window and a wooden vanity',
      },
      {
        out: 'rooms/ocean-deluxe-3',
        src: 'photos/summer-1am.jpg',
        crop: [0.35, 0.3, 0.65, 0.7],
        alt: 'The calm sea at dawn, as seen from the Ocean View Deluxe window',
      },
    ],
  },
  {
    id: 'beachfront-terrace',
    name: 'Beachfront Terrace Room',
    images: [
      {
        out: 'rooms/beachfront-terrace-1',
        src: svg('beachfront-terrace'),
        alt: 'Private terrace with two sun loungers, a parasol and string lights above the sea',
      },
      {
        out: 'rooms/beachfront-terrace-2',
        src: svg('twin-bedroom'),
        alt: 'Twin bedroom with two beds on either side of an arched window to the sea',
      },
      {
        out: 'rooms/beachfront-terrace-3',
        src: 'photos/dune.jpg',
        alt: 'Dune grass and the blue sea just beyond the terrace',
      },
    ],
  },
  {
    id: 'sunset-suite',
    name: 'Sunset Suite',
    images: [
      {
        out: 'rooms/sunset-suite-1',
        src: svg('suite-living'),
        alt: 'Sunset Suite living area with a teal sofa and a rattan chair before a wide sunset window',
      },
      {
        out: 'rooms/sunset-suite-2',
        src: svg('suite-bedroom'),
        alt: 'Suite bedroom with a canopy bed between two arched windows glowing at sunset',
      },
      {
        out: 'rooms/sunset-suite-3',
        src: 'photos/evening-glow.jpg',
        crop: [0.3, 0, 0.7, 0.7],
        alt: 'Sunset over the water and the boats on the shore below the suite',
      },
    ],
  },
  {
    id: 'family-room',
    name: 'Family Room',
    images: [
      {
        out: 'rooms/family-room-1',
        src: svg('family-bunk-room'),
        alt: 'Family Room with wooden bunk beds, a beach ball and a window onto the sea',
      },
      {
        out: 'rooms/family-room-2',
        src: svg('family-lounge'),
        alt: 'Family Room queen bed and a window daybed for the children',
      },
      {
        out: 'rooms/family-room-3',
        src: 'photos/kite.jpg',
        crop: [0.3, 0, 0.7, 1],
        alt: 'A rainbow kite in the blue sky above the beach',
      },
    ],
  },
  {
    id: 'pool-villa',
    name: 'Private Pool Villa',
    images: [
      {
        out: 'rooms/pool-villa-1',
        src: svg('pool-villa'),
        alt: 'Private Pool Villa with a thatched roof, glass doors and its own pool under the palms',
      },
      {
        out: 'rooms/pool-villa-2',
        src: svg('villa-bedroom'),
        alt: 'Villa bedroom pavilion with a canopy bed open to the garden, the pool and the sea',
      },
      {
        out: 'rooms/pool-villa-3',
        src: 'photos/by-the-water.jpg',
        crop: [0, 0.1, 1, 0.9],
        alt: 'The villa’s wooden deck warmed by the afternoon sun beside the water',
      },
    ],
  },
  {
    id: 'coral-bungalow',
    name: 'Coral Bungalow',
    images: [
      {
        out: 'rooms/coral-bungalow-1',
        src: svg('bungalow-bedroom'),
        alt: 'Coral Bungalow bedroom with a coral headboard and an arched door open to the sea',
      },
      {
        out: 'rooms/coral-bungalow-2',
        src: svg('bungalow-bath'),
        alt: 'Outdoor bathtub on the bungalow deck with lanterns and a sunset over the sea',
      },
      {
        out: 'rooms/coral-bungalow-3',
        src: 'photos/volna.jpg',
        crop: [0.15, 0.05, 0.65, 0.9],
        alt: 'Surf washing onto the sand a few steps from the bungalow',
      },
    ],
  },
];

/** Keys match FACILITY_NAMES in domain/constants.ts. @type {Readonly<Record<string, PictureEntry>>} */
export const AMENITIES = {
  'Function Hall': {
    out: 'amenities/function-hall',
    src: svg('function-hall'),
    alt: 'Function Hall set for a banquet under chandeliers, with arched windows onto the sunset',
  },
  'Swimming Pool': {
    out: 'amenities/swimming-pool',
    src: svg('swimming-pool'),
    alt: 'Swimming pool on a stone terrace between palm trees, with loungers and the sea beyond',
  },
  Restaurant: {
    out: 'amenities/restaurant',
    src: svg('restaurant'),
    alt: 'Open-air beachfront restaurant with candlelit tables at dusk',
  },
  WiFi: {
    out: 'amenities/wifi',
    src: svg('wifi'),
    alt: 'A laptop on a terrace table with a WiFi signal glowing above the sea',
  },
  'Coffee Shop': {
    out: 'amenities/coffee-shop',
    src: svg('coffee-shop'),
    alt: 'Coffee shop counter with an espresso machine, pastries and a window to the sea',
  },
  Security: {
    out: 'amenities/security',
    src: svg('security'),
    alt: 'Lit gatehouse, barrier and security emblem at the resort entrance in the evening',
  },
  Parking: {
    out: 'amenities/parking',
    src: svg('parking'),
    alt: 'Guest cars parked under a shaded carport next to a parking sign',
  },
  'Air Conditioning': {
    out: 'amenities/air-conditioning',
    src: svg('air-conditioning'),
    alt: 'An air conditioner sending a cool breeze over an armchair in a sunny room',
  },
};

/** @type {PictureEntry} */
export const PLACEHOLDER_ROOM = {
  out: 'placeholder-room',
  src: svg('room-placeholder'),
  alt: 'Room photo coming soon',
  quality: 60,
};
