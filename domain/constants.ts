// Business constants of spec section 9 and the fixed choices of section 5.

export const ROLES = ['customer', 'receptionist', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const isStaff = (role: string | undefined): boolean => role === 'receptionist' || role === 'admin';

export const ROOM_STATUSES = ['available', 'maintenance', 'booked'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];
export const ROOM_STATUS_LABELS: Record<RoomStatus, string> = {
  available: 'Available',
  maintenance: 'Maintenance',
  booked: 'Booked',
};

/** Guest combos of the search widget, adults-kids. */
export const GUEST_COMBOS = [
  { adults: 1, kids: 0 },
  { adults: 2, kids: 0 },
  { adults: 2, kids: 1 },
  { adults: 3, kids: 0 },
  { adults: 4, kids: 0 },
  { adults: 4, kids: 2 },
] as const;

export const guestComboLabel = (combo: { adults: number; kids: number }) => {
  const adults = `${combo.adults} ${combo.adults === 1 ? 'Adult' : 'Adults'}`;
  return combo.kids ? `${adults}, ${combo.kids} ${combo.kids === 1 ? 'Kid' : 'Kids'}` : adults;
};

export const MAX_PRICE_OPTIONS = [5000, 10000, 15000] as const;

export const FEATURED_ROOM_COUNT = 3;
export const AMENITY_CHIP_COUNT = 3;
export const REVIEWS_SHOWN = 3;
export const GALLERY_SIZE = 3;
export const ROOM_CARD_MIN_IMAGES = 3;
export const MIN_ROOM_PHOTOS = 3;

export const REVIEW_MIN_LENGTH = 10;
export const PASSWORD_MIN_LENGTH = 6;
/** Not in the spec: keeps the password hashing work bounded (signup, sign-in and reset). */
export const PASSWORD_MAX_LENGTH = 256;
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 15;
/** Wrong tries a reset code survives: at this many it is spent and a new one must be requested. */
export const RESET_CODE_MAX_ATTEMPTS = 5;
/** Wrong reset codes one address may send per RESET_FAILURE_WINDOW_MINUTES, whatever the codes or emails. */
export const RESET_FAILURES_PER_ADDRESS = 5;
export const RESET_FAILURE_WINDOW_MINUTES = 15;
/** A session ends 30 days after sign-in, or earlier when unused for SESSION_IDLE_DAYS (default 7). */
export const SESSION_LIFETIME_DAYS = 30;
export const DEFAULT_SESSION_IDLE_DAYS = 7;
export const CARD_NUMBER_MAX = 19;
export const CVV_MAX = 4;
export const AMENITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const MAX_ADULTS_CHOICES = [1, 2, 3, 4, 5, 6] as const;
export const MAX_KIDS_CHOICES = [0, 1, 2, 3, 4] as const;
export const ROOM_DEFAULTS = { maxAdults: 2, maxKids: 0, maxOccupancy: 2, status: 'available' } as const;

export const UNAUTHORIZED_REDIRECT_MS = 500;
export const RESET_REDIRECT_MS = 2000;
export const TOAST_DURATION_MS = 5000;

/** Booking payment methods (what the guest paid the down payment with). */
export const BOOKING_PAYMENT_METHODS = [
  { value: 'GCash', label: 'GCash' },
  { value: 'BankTransfer', label: 'Bank Transfer (BDO)' },
  { value: 'Card', label: 'Credit/Debit Card' },
] as const;
export type BookingPaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[number]['value'];

/** Payment record methods (a payment recorded against a reservation). */
export const PAYMENT_RECORD_METHODS = [
  { value: 'gcash', label: 'GCash' },
  { value: 'paymaya', label: 'PayMaya' },
  { value: 'card', label: 'Credit/Debit Card' },
  { value: 'bank_transfer', label: 'Bank Transfer' },
  { value: 'cash', label: 'Cash' },
] as const;
export type PaymentRecordMethod = (typeof PAYMENT_RECORD_METHODS)[number]['value'];

export const paymentMethodLabel = (method: string | null | undefined): string =>
  [...BOOKING_PAYMENT_METHODS, ...PAYMENT_RECORD_METHODS].find((m) => m.value === method)?.label ??
  method ??
  '';

/** An inquiry's place in the admin's inbox. */
export const INQUIRY_STATUSES = ['new', 'read', 'replied', 'archived'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const INQUIRY_SUBJECTS = ['General Inquiry', 'Reservation', 'Special Events', 'Feedback'] as const;

export const OFFICE_HOURS = 'Monday - Sunday 8:00 AM - 8:00 PM';
export const EMERGENCY_SUPPORT = '24/7 Emergency Support';

/** Badge by room name: 'suite' gives Popular, 'deluxe' gives Featured, otherwise Best Value. */
export const roomBadge = (name: string): 'Popular' | 'Featured' | 'Best Value' => {
  const lower = name.toLowerCase();
  if (lower.includes('suite')) return 'Popular';
  if (lower.includes('deluxe')) return 'Featured';
  return 'Best Value';
};

/** Reservation ids are shown by their first 8 characters; chatbot sessions by 20. */
export const shortId = (id: string) => id.slice(0, 8);
export const shortSession = (id: string) => id.slice(0, 20);

/** Reference codes: 8 upper-case letters and digits without look-alikes (no 0/O, 1/I/L). */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

export const DEFAULT_ROOM_AMENITIES = [
  'Free WiFi',
  'Smart TV',
  'Air Conditioning',
  'Private Bathroom',
  'Coffee Maker',
  'Ocean View',
] as const;

export const FACILITY_NAMES = [
  'Function Hall',
  'Swimming Pool',
  'Restaurant',
  'WiFi',
  'Coffee Shop',
  'Security',
  'Parking',
  'Air Conditioning',
] as const;

export const DEFAULT_AMENITY_DESCRIPTION = 'Experience this wonderful facility at our resort';
