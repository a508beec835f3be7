// The zod that the browser build gets: vite.config.ts resolves every `from 'zod'` (the client's and the
// domain's schemas) to this module, so the setting below runs before any schema exists. Without it, zod
// probes for eval with `new Function` when it builds its first object schema; the page's strict CSP
// (no 'unsafe-eval') refuses that and the browser reports a CSP violation, even though zod catches it
// and parses without its compiled fast path. The server keeps the fast path (no CSP applies there).
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z as default };
