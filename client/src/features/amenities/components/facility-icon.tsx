// Facilities without a photo get an icon chosen by their name (spec: Function Hall, Swimming Pool,
// Restaurant, WiFi, Coffee Shop, Security, Parking, Air Conditioning), or a generic one.

import {
  AirVent,
  CarFront,
  Coffee,
  type LucideIcon,
  PartyPopper,
  ShieldCheck,
  Sparkles,
  UtensilsCrossed,
  WavesLadder,
  Wifi,
} from 'lucide-react';

export type FacilityIconKey =
  | 'function-hall'
  | 'swimming-pool'
  | 'restaurant'
  | 'wifi'
  | 'coffee-shop'
  | 'security'
  | 'parking'
  | 'air-conditioning'
  | 'generic';

// Checked in order: 'Coffee Shop' must not fall to 'restaurant', 'Pool Bar' is still a pool.
const RULES: ReadonlyArray<[FacilityIconKey, RegExp]> = [
  ['coffee-shop', /coffee|caf[eé]/],
  ['swimming-pool', /pool|swim/],
  ['function-hall', /function|hall|event|banquet/],
  ['restaurant', /restaurant|dining|kitchen|bar\b|grill/],
  ['wifi', /wi-?fi|internet/],
  ['security', /security|guard|cctv/],
  ['parking', /parking|car park|garage/],
  ['air-conditioning', /air[- ]?con|aircon|cooling/],
];

/** The icon for a facility: the admin's icon name when it is one we know, else one matched by name. */
export const facilityIconKey = (name: string, icon?: string | null): FacilityIconKey => {
  for (const text of [icon, name]) {
    const lower = (text ?? '').trim().toLowerCase();
    if (!lower) continue;
    const match = RULES.find(([, pattern]) => pattern.test(lower));
    if (match) return match[0];
  }
  return 'generic';
};

export const FACILITY_ICONS: Record<FacilityIconKey, LucideIcon> = {
  'function-hall': PartyPopper,
  'swimming-pool': WavesLadder,
  restaurant: UtensilsCrossed,
  wifi: Wifi,
  'coffee-shop': Coffee,
  security: ShieldCheck,
  parking: CarFront,
  'air-conditioning': AirVent,
  generic: Sparkles,
};

export const FacilityIcon = ({
  name,
  icon,
  className,
}: {
  name: string;
  icon?: string | null;
  className?: string;
}) => {
  const Icon = FACILITY_ICONS[facilityIconKey(name, icon)];
  return <Icon aria-hidden="true" className={className} />;
};
