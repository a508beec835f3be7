// The resort's location: a light inline illustration of the cove first, and the real OpenStreetMap
// only when a visitor asks for it (no third-party requests or tiles until then). The drawing is an
// illustration; the live map and its link open at the owner's map_location.

import { ExternalLink, MapIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LinearGradient } from '@/components/ui/svg-gradient';
import { useContent } from '@/features/content';
import { cn } from '@/lib/utils';
import { useContactText } from '../messages';
import { osmEmbedUrl, osmPageUrl, resortLocation } from './map-links';

export const ResortMap = ({ className }: { className?: string }) => {
  const { t } = useContactText();
  const { content } = useContent();
  const location = resortLocation(content('map_location'));
  const [interactive, setInteractive] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // Keyboard users land on the map they asked for instead of losing focus with the removed button.
  useEffect(() => {
    if (interactive) frameRef.current?.focus();
  }, [interactive]);

  return (
    <figure
      className={cn('overflow-hidden rounded-2xl border border-border/70 bg-card shadow-soft', className)}
    >
      {/* the drawing's own proportions; the live map gets more height on phones */}
      <div
        className={cn(
          'relative w-full bg-[#eef2e4]',
          interactive ? 'aspect-[4/3] sm:aspect-[30/19]' : 'aspect-[30/19]',
        )}
      >
        {interactive ? (
          <iframe
            ref={frameRef}
            title={t('map.title')}
            src={osmEmbedUrl(location)}
            className="absolute inset-0 size-full border-0"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            <CoveIllustration className="absolute inset-0 size-full" />
            <Button
              variant="light"
              size="sm"
              className="absolute bottom-3 left-3 shadow-lift sm:bottom-4 sm:left-4"
              onClick={() => setInteractive(true)}
            >
              <MapIcon aria-hidden="true" />
              {t('map.show')}
            </Button>
          </>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
        <span className="text-muted-foreground">{t('map.caption')}</span>
        {interactive ? (
          <a
            href={osmPageUrl(location)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('map.open')}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('map.newTab')}</span>
          </a>
        ) : null}
      </figcaption>
    </figure>
  );
};

/** A road: its pale edge `edge` wide under the white surface `width` wide. */
const Road = ({ d, width, edge }: { d: string; width: number; edge: number }) => (
  <>
    <path d={d} stroke="#d9cfbf" strokeWidth={edge} />
    <path d={d} stroke="#ffffff" strokeWidth={width} />
  </>
);

/** Palm crowns along the beach: [x, y, radius]. */
const PALMS = [
  [292, 128, 6],
  [302, 138, 5],
  [360, 196, 6],
  [372, 206, 5],
  [356, 262, 6],
  [344, 276, 5],
  [300, 316, 5],
] as const;

const COAST =
  'M252 0C238 58 262 108 270 146C279 188 334 192 342 236C349 276 296 300 268 330C252 348 246 366 242 380';

/** Land, fields and groves. */
const MapLand = () => (
  <>
    <rect width="600" height="380" fill="#eef2e4" />
    <path d="M380 20h70l-8 70h-70zM520 150h80v70h-86zM505 290h95v90h-102z" fill="#e4ebd4" />
    <path d="M300 40c30-10 60 6 58 30s-40 30-62 18-22-40 4-48z" fill="#d5e4c2" />
    <path d="M392 300c26-8 52 8 48 28s-38 26-56 14-16-34 8-42z" fill="#d5e4c2" />
  </>
);

/** The beach and the sea: the surf at the mouth of the cove, waves and an islet offshore. */
const MapSea = ({ id }: { id: string }) => (
  <>
    {/* beach (half of this stroke shows on land) and sea */}
    <path d={COAST} fill="none" stroke="#f3e2bf" strokeWidth="22" strokeLinecap="round" />
    <path d={`${COAST}H0V0Z`} fill={`url(#${id}-sea)`} />
    <path d={COAST} fill="none" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="2" />
    {/* surf break at the mouth of the cove */}
    <path
      d="M262 168c14 22 42 34 50 58M278 296c10-10 24-18 32-30"
      fill="none"
      stroke="#ffffff"
      strokeOpacity="0.7"
      strokeWidth="2"
      strokeDasharray="2 6"
      strokeLinecap="round"
    />
    {/* waves */}
    <g fill="none" stroke="#ffffff" strokeOpacity="0.4" strokeWidth="2" strokeLinecap="round">
      <path d="M40 60q10-8 20 0t20 0M150 40q10-8 20 0t20 0M96 200q10-8 20 0t20 0" />
      <path d="M30 300q10-8 20 0t20 0M170 330q10-8 20 0t20 0M200 250q10-8 20 0t20 0" />
    </g>
    {/* an islet offshore */}
    <ellipse cx="122" cy="278" rx="20" ry="11" fill="#f3e2bf" />
    <ellipse cx="124" cy="276" rx="12" ry="7" fill="#b9d4a6" />
  </>
);

/** MacArthur Highway, the resort's access road and the town of San Juan. */
const MapRoads = () => (
  <>
    {/* MacArthur Highway and the resort's access road */}
    <g fill="none" strokeLinecap="round">
      <Road d="M456 0C472 100 440 180 470 260S484 350 488 380" width={9} edge={13} />
      <Road d="M466 232C430 238 398 226 360 230" width={5} edge={8} />
    </g>
    <text
      x="0"
      y="0"
      transform="translate(438 26) rotate(84)"
      fontSize="10"
      fontWeight="600"
      letterSpacing="1.5"
      fill="#8a7f6c"
    >
      MACARTHUR HWY
    </text>
    {/* town of San Juan */}
    <g fill="#cfc4b1">
      <rect x="492" y="56" width="9" height="7" rx="1.5" />
      <rect x="506" y="50" width="11" height="8" rx="1.5" />
      <rect x="500" y="68" width="10" height="7" rx="1.5" />
      <rect x="520" y="62" width="8" height="8" rx="1.5" />
    </g>
    <text x="492" y="94" fontSize="13" fontWeight="700" fill="#56676b">
      San Juan
    </text>
    <text x="492" y="109" fontSize="10" fill="#7b8a8d">
      La Union
    </text>
  </>
);

/** The palms along the beach, the sea's name and the resort's pin with its label. */
const MapResort = ({ id }: { id: string }) => (
  <>
    {/* palms along the beach */}
    <g fill="#9cc39a">
      {PALMS.map(([cx, cy, r]) => (
        <circle key={`${cx} ${cy}`} cx={cx} cy={cy} r={r} />
      ))}
    </g>
    <text
      x="60"
      y="132"
      fontSize="15"
      fontStyle="italic"
      fill="#ffffff"
      fillOpacity="0.85"
      className="font-display"
    >
      West Philippine Sea
    </text>
    {/* the resort */}
    <circle cx="352" cy="224" r="34" fill={`url(#${id}-glow)`} />
    <ellipse cx="352" cy="240" rx="9" ry="3" fill="#10272d" fillOpacity="0.2" />
    <path
      d="M352 240c-10-12-17-21-17-30a17 17 0 1 1 34 0c0 9-7 18-17 30z"
      fill="#e8774f"
      stroke="#ffffff"
      strokeWidth="2.5"
    />
    <circle cx="352" cy="210" r="6" fill="#ffffff" />
    <g transform="translate(380 160)">
      <rect x="1" y="3" width="150" height="46" rx="12" fill="#10272d" fillOpacity="0.08" />
      <rect width="150" height="46" rx="12" fill="#ffffff" />
      <text x="14" y="20" fontSize="15" fontWeight="700" fill="#0b5563" className="font-display">
        Casa Alon
      </text>
      <text x="14" y="36" fontSize="10" fill="#56676b">
        Beach Resort · on the cove
      </text>
    </g>
  </>
);

const MapCompassAndScale = () => (
  <>
    {/* compass and scale */}
    <g transform="translate(562 38)">
      <circle r="20" fill="#ffffff" fillOpacity="0.9" />
      <path d="M0-14l6 14h-12z" fill="#0b5563" />
      <path d="M0 14l6-14h-12z" fill="#b9c4c4" />
      <text y="-24" textAnchor="middle" fontSize="10" fontWeight="700" fill="#0b5563">
        N
      </text>
    </g>
    <g transform="translate(506 352)" fill="#56676b">
      <rect width="60" height="4" rx="2" />
      <text y="-6" fontSize="10">
        500 m
      </text>
    </g>
  </>
);

/** A hand-drawn map of the cove: sea to the west, the beach, the highway and the resort's pin. */
const CoveIllustration = ({ className }: { className?: string }) => {
  const id = useId().replace(/:/g, '');
  return (
    <svg
      viewBox="0 0 600 380"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-labelledby={`${id}-title`}
      className={className}
    >
      <title id={`${id}-title`}>
        Illustrated map: Casa Alon Beach Resort on a sandy cove by the West Philippine Sea, a short drive from
        MacArthur Highway in San Juan, La Union
      </title>
      <defs>
        <LinearGradient
          id={`${id}-sea`}
          across
          colors={['#1f7886', '#4fb3b5', '#8fd8d2']}
          offsets={[0, 0.7, 1]}
        />
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#e8774f" stopOpacity="0.35" />
          <stop offset="1" stopColor="#e8774f" stopOpacity="0" />
        </radialGradient>
      </defs>
      <MapLand />
      <MapSea id={id} />
      <MapRoads />
      <MapResort id={id} />
      <MapCompassAndScale />
    </svg>
  );
};
