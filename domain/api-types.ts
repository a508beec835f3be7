// Shapes of the API's answers (spec section 3): what the server's DTO mappers return and the screens read.
// Money is a decimal string with two decimals; days are 'YYYY-MM-DD'; timestamps are ISO strings.
import type { Role, RoomStatus } from './constants';
import type { PaymentRecordStatus, PaymentStatus } from './payment-status';
import type { ReservationStatus } from './reservation-status';

export type UserDto = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  profileImageUrl: string | null;
  createdAt: string;
};

/** Admin user list rows also count reservations. */
export type AdminUserDto = UserDto & { reservationCount: number };

export type RateDto = {
  id: string;
  rateType: string;
  price: string;
  description: string;
  validFrom: string;
  validTo: string;
};

export type RoomDto = {
  id: string;
  name: string;
  description: string;
  imagePath: string | null;
  images: string[];
  basePrice: string;
  maxAdults: number;
  maxKids: number;
  maxOccupancy: number;
  status: RoomStatus;
  amenities: string[];
  rates: RateDto[];
};

export type AmenityDto = {
  id: string;
  name: string;
  description: string;
  icon: string | null;
  imagePath: string | null;
  displayOrder: number;
};

export type ContentItemDto = {
  id: string;
  key: string;
  title: string;
  content: string;
  contentType: 'text' | 'html';
  updatedBy: string | null;
  updatedAt: string;
};

export type PaymentDto = {
  id: string;
  reservationId: string;
  amount: string;
  paymentMethod: string;
  transactionId: string;
  paymentDate: string;
  status: PaymentRecordStatus;
  kind: 'down_payment' | 'guest' | 'desk';
  /** Present in the guest's payment list. */
  referenceCode?: string;
  roomName?: string;
};

export type ReservationEventDto = {
  id: string;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  note: string;
  actor: { firstName: string; lastName: string } | null;
  createdAt: string;
};

export type ReservationDto = {
  id: string;
  referenceCode: string;
  roomId: string;
  room: { name: string; imagePath: string | null };
  user: { firstName: string; lastName: string; email: string };
  checkin: string;
  checkout: string;
  adults: number;
  kids: number;
  totalAmount: string;
  specialRequests: string;
  status: ReservationStatus;
  paymentMethod: string | null;
  transactionId: string | null;
  createdAt: string;
  /** Derived from successful payments (spec section 4). */
  paidAmount: string;
  balance: string;
  paymentStatus: PaymentStatus;
  hasReview: boolean;
  payments: PaymentDto[];
  /** Staff lists only. */
  history?: ReservationEventDto[];
};

export type ReviewDto = {
  id: string;
  reservationId: string;
  reservation: { room: { name: string } } | null;
  rating: number;
  comment: string;
  approved: boolean;
  createdAt: string;
  location: string;
  author: string;
  user: { firstName: string; lastName: string; profileImageUrl: string | null } | null;
};

export type InquiryDto = {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  status: string;
  createdAt: string;
};

export type ChatReplyDto = {
  response: string;
  reservation?: { roomName: string; checkin: string; checkout: string; status: ReservationStatus };
};

export type ChatbotConversationDto = {
  sessionId: string;
  userMessage: string;
  botResponse: string;
  createdAt: string;
  user: { firstName: string; lastName: string } | null;
};

export type FinancialReportDto = {
  totalRevenue: string;
  confirmedRevenue: string;
  pendingRevenue: string;
  totalReservations: number;
  statusBreakdown: Record<ReservationStatus, number>;
  revenueByMonth: { month: string; revenue: number }[];
};

export type AdminStatsDto = {
  totalRevenue: string;
  occupancyRate: number;
  totalGuests: number;
  averageRating: number;
  revenueByMonth: { month: string; revenue: number }[];
};

/** The API's error body. */
export type ApiErrorBody = { message: string; errors?: Record<string, string> };

/** Front desk: a payment with its booking, for the "awaiting verification" list (GET /api/receptionist/payments). */
export type StaffPaymentDto = PaymentDto & {
  referenceCode: string;
  roomName: string;
  guest: { firstName: string; lastName: string; email: string };
  reservationStatus: ReservationStatus;
  verifiedAt: string | null;
};

/** GET /api/receptionist/stats: the three stat cards of the receptionist dashboard. */
export type ReceptionistStatsDto = {
  todaysActivity: number;
  currentGuests: number;
  totalReservations: number;
};

/** POST /api/receptionist/walk-in-customer (201 new account, 200 an existing customer with that email). */
export type WalkInCustomerDto = { id: string; firstName: string; lastName: string; email: string };

/** POST /api/admin/rooms/bulk-amenities: how many rooms changed. */
export type BulkAmenitiesResultDto = { count: number };
/** POST /api/admin/rooms/upload-csv: rooms created and the skipped rows ('Row N: field: reason'). */
export type RoomCsvUploadResultDto = { count: number; errors: string[] };
/** POST /api/admin/room-image-upload-url and /api/admin/amenities/upload-url: where to PUT the file. */
export type UploadUrlDto = { uploadURL: string };
/** POST /api/admin/confirm-room-image-upload. */
export type RoomImageConfirmDto = { imagePath: string };
/** POST /api/admin/amenities/confirm-upload (also the answer of the PUT itself). */
export type AmenityUploadConfirmDto = { objectPath: string };

/** GET /api/config: the server's settings the browser applies too. */
export type SiteConfigDto = {
  resortTz: string;
  /** The resort's today, 'YYYY-MM-DD'. */
  today: string;
  maxStayNights: number;
  bookingHorizonDays: number;
};
