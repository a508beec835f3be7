// Who may call a route, and the shape of an area of the API reference (openapi-operations.ts).

/**
 * public: anyone; session: anyone, a signed-in caller is recognised (chat); customer: any signed-in,
 * active account; staff: receptionists and admins; admin: admins only; token: a secret in the URL (the signed
 * upload URL, a room's calendar feed).
 */
export const ACCESS = ['public', 'session', 'customer', 'staff', 'admin', 'token'] as const;
export type Access = (typeof ACCESS)[number];

/** An area of the reference: what it covers, then its routes ("METHOD /url" -> summary) by who may call them. */
export type Area = { description: string } & { [A in Access]?: Record<string, string> };
