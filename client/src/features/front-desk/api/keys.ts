// The front desk's cache keys: the URLs the generic query function reads.

export const frontDeskKeys = {
  reservations: ['/api/receptionist/reservations'] as const,
  paymentsToVerify: ['/api/receptionist/payments'] as const,
  weatherDisruptions: ['/api/receptionist/weather-disruptions'] as const,
};
