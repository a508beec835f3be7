// Passwords are stored as scrypt hashes (salted, memory-hard); Node ships scrypt, so no native add-on is needed.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

const derive = (password: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${COST.N}$${salt.toString('base64')}$${key.toString('base64')}`;
};

export const verifyPassword = async (
  password: string,
  stored: string | null | undefined,
): Promise<boolean> => {
  const [scheme, , saltText, keyText] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) {
    // spend the same time on accounts without a password so timing does not reveal them
    await derive(password, randomBytes(16));
    return false;
  }
  const expected = Buffer.from(keyText, 'base64');
  const actual = await derive(password, Buffer.from(saltText, 'base64'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};
