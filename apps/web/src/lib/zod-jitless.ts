// The web's zod (vite.config.ts aliases 'zod' here). zod tests once whether it
// may compile parsers with `new Function`; under the app's Content-Security-Policy
// (no 'unsafe-eval') that test is a policy violation the browser reports. The
// phones never need zod's compiled parsers, so it is told not to try, before
// any schema is used. The API keeps zod as it is.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
