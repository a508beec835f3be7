// Preact runs effects and their clean-ups "after paint": on a timer (at most 35 ms) that jsdom fires like
// any other. A test file's last unmount (Testing Library's clean-up) leaves such a timer behind; if the
// file's jsdom is torn down first, the clean-up meets no `window` (TanStack Query's focus manager) and
// Vitest reports an error after every test passed. Each file waits for those timers before it ends.
import { afterAll } from 'vitest';

const PREACT_AFTER_PAINT_MS = 35;

afterAll(() => new Promise((resolve) => setTimeout(resolve, PREACT_AFTER_PAINT_MS * 3)));
