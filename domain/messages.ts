// The spec's exact texts (sections 5, 6 and 8), shared by the screens and the API.

import { MSG_ACCESS, MSG_SEARCH } from './messages-core';

export const MSG = {
  ...MSG_SEARCH,
  ...MSG_ACCESS,
  // search and booking
  paymentMethodRequired: 'Please select a payment method',
  transactionIdRequired: 'Please provide a payment transaction ID or reference number',
  loginRequiredTitle: 'Login Required',
  loginRequired: 'Please log in to make a reservation',
  bookingCreated: 'Your reservation has been created successfully!',
  bookingFailed: 'Booking Failed',
  bookingFailedDefault: 'Failed to create reservation',
  datesTaken: 'Those dates were just taken. Please pick other dates.',
  // day visits (domain/schemas/day-visits.ts)
  visitDay: 'Use a date like 2026-12-24',
  infants: 'Infants must be a whole number from 0 to 20',
  passNotSet: 'Day visits are not set up yet',
  cottageNotFound: 'Cottage not found',
  cottageNotFree: 'This cottage is not free on that day',
  dayVisitFull: 'Not enough places left on that day',
  roomNotFound: 'Room Not Found',
  roomNotFoundText: "The room you're looking for doesn't exist.",
  roomUnavailable: 'This room is not available for booking right now.',
  cardPaymentOff:
    'Card payments are not taken on the booking form right now. Please choose GCash or Bank Transfer (BDO).',
  // contact
  requiredFields: 'Please fill in all required fields.',
  invalidEmail: 'Please enter a valid email address',
  messageSentTitle: 'Message Sent!',
  messageSent: "Thank you for your inquiry. We'll get back to you soon.",
  messageSentShort: "Your message has been sent. We'll get back to you soon!",
  messageFailed: 'Failed to send message. Please try again.',
  // review and payment
  reviewTooShort: 'Please write at least 10 characters for your review',
  reviewRating: 'Please choose a rating from 1 to 5',
  invalidAmount: 'Please enter a valid amount',
  paymentTransactionRequired: 'Please enter a transaction ID or reference number',
  cancelConfirm: 'Are you sure you want to cancel this reservation?',
  // front desk
  newCheckoutRequired: 'Please select a new checkout date',
  walkInFields: 'Please fill in all fields',
  walkInBookingFields: 'Please fill in all required fields',
  // rooms and amenities admin
  roomPhotosMin: 'Please upload at least 3 photos for the room',
  imageFilesOnly: 'Please upload image files only',
  bulkAddNeeded: 'Please enter an amenity to add',
  bulkRemoveNeeded: 'Please enter an amenity to remove',
  bulkReplaceNeeded: 'Please enter both old and new amenities',
  invalidFileType: 'Invalid file type',
  fileTooLarge: 'File too large: Image must be less than 5MB',
  // the generic upload's default: the file did not reach the signed upload URL
  uploadFileFailed: 'Failed to upload file',
  // the room photos' default when no clearer reason is known
  uploadImagesFailed: 'Failed to upload images',
  roomHasReservations: 'Cannot delete room with existing reservations. Please cancel all reservations first.',
  // holds of unverified bookings (domain/unverified-holds.ts)
  unverifiedNightsAccount:
    'Your account already holds as many nights as it can before our front desk verifies a payment. Please wait until a payment is verified (or cancel a booking) before booking more nights.',
  unverifiedNightsAddress:
    'Bookings from your connection already hold as many nights as they can before our front desk verifies a payment. Please wait until a payment is verified, or contact the front desk to book.',
  // users
  cannotDeleteSelf: 'You cannot delete your own account',
  userHasReservations:
    'This user has reservations and cannot be deleted. Cancel or complete their reservations first.',
  cannotChangeOwnRole: 'You cannot change your own role or status',
  // auth
  emailPasswordRequired: 'Please enter your email and password',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  emailRequired: 'Please enter your email address',
  codeRequired: 'Please enter the verification code',
  fillAllFields: 'Please fill in all fields',
  invalidCredentials: 'Invalid email or password',
  accountDisabled: 'Your account has been disabled. Please contact the front desk.',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  invalidCode: 'Invalid or expired code',
  // limits every field shares (domain/schemas/fields.ts)
  invalidCharacter: "This text contains a character we can't accept. Please retype it.",
  amountTooLarge: 'Amounts can be at most ₱10,000,000.00',
  // generic
  notSignedIn: 'Unauthorized',
  notFound: 'Not found',
  invalidInput: 'Please check the highlighted fields',
  noRoomsTitle: 'No rooms found',
  noRoomsText: 'Try adjusting your search criteria',
} as const;
