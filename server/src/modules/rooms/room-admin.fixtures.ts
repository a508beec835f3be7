// The world of the admin's room tests (admin*.test.ts): an app with an admin signed in, the admin's calls,
// and the photos a room is given.
import { createSignedInUser } from '../../test/factories';
import type { Method } from '../../test/http';
import { createTestApp } from '../../test/test-app';

export const PHOTOS = ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'];

export const roomAdminWorld = async () => {
  const { app, db } = await createTestApp();
  const admin = await createSignedInUser(app, { role: 'admin' });
  /** A call as the admin. */
  const call = (method: Method, url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
  return { app, db, call };
};
