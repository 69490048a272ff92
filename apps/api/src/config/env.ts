import { isIP } from 'node:net';
import { ReferralRulesPatchSchema } from '@app/contract';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed with zod. Each entry
 * carries its default and a one-line description: docs/configuration.md's
 * table is written from ENV_VARS, and a bad value stops the server with a message naming the
 * variable. `process.env` is read nowhere else.
 */
interface VarSpec<S extends z.ZodType> {
  schema: S;
  /** What a valid value looks like, for the error message ("must be <expect>"). */
  expect: string;
  default: string | undefined;
  description: string;
}

const int = (min: number, max: number) => ({
  schema: z.coerce.number().int().min(min).max(max),
  expect: `an integer between ${min} and ${max}`,
});

const bool = {
  schema: z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
  expect: 'true or false',
};

const text = (max = 200) => ({
  schema: z.string().min(1).max(max),
  expect: `a non-empty text of at most ${max} characters`,
});

const optionalText = { schema: z.string().optional(), expect: 'a text' };

const url = {
  schema: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v))
    .optional(),
  expect: 'an http(s) URL',
};

/** One proxy entry as proxy-addr (Fastify's trustProxy) reads it: an address, a CIDR or a named range. */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * `false`, or the list of proxies whose X-Forwarded-For is believed: the
 * client address is then the nearest one not in the list. `true` (believe
 * any peer's header, so any client's) is refused rather than guessed at.
 */
const trustedProxies = {
  schema: z
    .string()
    .transform((raw) => (raw === 'false' || raw === '0' ? false : raw.split(',').map((e) => e.trim())))
    .refine((v) => v === false || v.every(isProxyEntry)),
  expect:
    "false or a comma-separated list of the proxies' addresses or CIDRs (e.g. 10.0.0.1,10.1.0.0/16); true would believe any client's X-Forwarded-For",
};

function variable<S extends z.ZodType>(
  kind: { schema: S; expect: string },
  defaultValue: string | undefined,
  description: string,
): VarSpec<S> {
  return { ...kind, default: defaultValue, description };
}

const VARS = {
  PORT: variable(int(1, 65535), '8080', 'TCP port the server listens on'),
  HOST: variable(text(), '0.0.0.0', 'Interface the server binds to'),
  NODE_ENV: variable(
    { schema: z.enum(['development', 'production', 'test']), expect: 'development, production or test' },
    'development',
    'production makes APP_SECRET and the HTTP SMS gateway mandatory',
  ),
  DATA_DIR: variable(
    text(1000),
    './data',
    'Folder for embedded data (PGlite, app secret); relative to the repo root',
  ),
  DATABASE_URL: variable(
    {
      schema: z
        .string()
        .regex(/^postgres(ql)?:\/\//)
        .optional(),
      expect: 'a postgres:// URL',
    },
    undefined,
    'PostgreSQL connection URL; unset = embedded PGlite in DATA_DIR/pglite',
  ),
  LOG_LEVEL: variable(
    {
      schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
      expect: 'one of fatal, error, warn, info, debug, trace, silent',
    },
    'info',
    'pino log level',
  ),
  MAINTENANCE: variable(bool, 'false', 'true = every /api/v1 route but /config answers 503 MAINTENANCE'),
  APP_SECRET: variable(
    { schema: z.string().min(32).optional(), expect: 'at least 32 characters' },
    undefined,
    'HMAC key for OTP hashes; required in production, else generated into DATA_DIR/app-secret',
  ),
  SMS_ADAPTER: variable(
    { schema: z.enum(['dev-outbox', 'http']), expect: 'dev-outbox or http' },
    'dev-outbox',
    'dev-outbox prints each SMS as one stdout line; http posts it to SMS_GATEWAY_URL',
  ),
  SMS_GATEWAY_URL: variable(
    url,
    undefined,
    'SMS gateway endpoint (POST JSON {to, text}); needed for SMS_ADAPTER=http',
  ),
  SMS_GATEWAY_TOKEN: variable(optionalText, undefined, 'Bearer token for the SMS gateway'),
  EMAIL_TRANSPORT: variable(
    { schema: z.enum(['outbox', 'smtp']), expect: 'outbox or smtp' },
    'outbox',
    'outbox prints one stdout line per e-mail (recipient, subject, attachment names); smtp sends it with nodemailer (SMTP_URL or SMTP_HOST); outbox is refused when NODE_ENV=production (decision 082)',
  ),
  SMTP_URL: variable(
    {
      schema: z
        .string()
        .regex(/^smtps?:\/\/\S+$/)
        .optional(),
      expect: 'an smtp:// or smtps:// URL',
    },
    undefined,
    'SMTP server for EMAIL_TRANSPORT=smtp, smtp(s)://user:pass@host:port; or SMTP_HOST and the others',
  ),
  SMTP_HOST: variable(
    optionalText,
    undefined,
    'SMTP server host for EMAIL_TRANSPORT=smtp when SMTP_URL is unset',
  ),
  SMTP_PORT: variable(int(1, 65535), '587', 'SMTP server port (465: TLS from the start; else STARTTLS)'),
  SMTP_USER: variable(optionalText, undefined, 'SMTP user name'),
  SMTP_PASS: variable(optionalText, undefined, 'SMTP password'),
  EMAIL_FROM: variable(
    text(200),
    'RupeeSetu <documents@rupeesetu.in>',
    'Sender of the e-mails (verification codes and documents)',
  ),
  BUREAU_MEMBER_ID: variable(
    text(20),
    'NB00000000',
    "The lender's member id at the credit information companies, in the bureau file's header (decision 089); the default is a placeholder, refused when NODE_ENV=production",
  ),
  BUREAU_MEMBER_SHORT_NAME: variable(
    text(40),
    'SETU FINANCE',
    "The lender's short name at the credit information companies, in the bureau file's header (decision 089)",
  ),
  DOCUMENT_LINK_TTL_DAYS: variable(
    int(1, 90),
    '7',
    "Lifetime of the signed link to a document sent by SMS; opening it needs the borrower's session or a code sent to their phone (decision 082)",
  ),
  OTP_LENGTH: variable(int(4, 8), '4', 'Digits in a login code (spec §5: 4)'),
  OTP_TTL_SECONDS: variable(int(60, 600), '300', 'Lifetime of a login code'),
  OTP_RESEND_COOLDOWN_SECONDS: variable(int(0, 600), '60', 'Minimum wait between two codes to one phone'),
  OTP_DAILY_LIMIT: variable(int(1, 100), '10', 'Codes per phone per Asia/Kolkata day'),
  OTP_MAX_ATTEMPTS: variable(int(1, 20), '5', 'Wrong tries that burn a code'),
  LOGIN_LOCK_FAILURES: variable(
    int(1, 1000),
    '10',
    'Failed logins of one kind in the window that lock that kind for a phone (wrong passwords lock password login only)',
  ),
  LOGIN_LOCK_WINDOW_MINUTES: variable(int(1, 10_080), '60', 'Window in which login failures are counted'),
  LOGIN_LOCK_MINUTES: variable(int(1, 10_080), '30', 'How long a locked phone stays locked'),
  CAPTCHA_AFTER_FAILURES: variable(
    int(1, 1000),
    '3',
    'Failures for a phone in the window after which a captcha is required',
  ),
  CAPTCHA_PHONES_PER_CLIENT: variable(
    int(1, 1_000_000),
    '10',
    'Distinct phones one client IP may request codes for per hour before the challenge is required',
  ),
  CAPTCHA_ADDRESS_FAILURES: variable(
    int(1, 1_000_000),
    '10',
    'Wrong codes or passwords from one client IP in the window, over all phones, after which its logins need the challenge',
  ),
  LOGIN_ADDRESS_FAILURES_PER_HOUR: variable(
    int(1, 1_000_000),
    '100',
    'Wrong codes or passwords from one client IP in the window, over all phones, after which its logins are refused (429)',
  ),
  LOGIN_ADDRESS_SMS_PER_HOUR: variable(
    int(1, 1_000_000),
    '300',
    'Login codes sent for one client IP per hour, over all phones, before it is refused (429)',
  ),
  LOGIN_SMS_HOURLY_BUDGET: variable(
    int(1, 10_000_000),
    '2000',
    'Login codes sent per hour over all clients; from half of it every code needs the challenge, at 80% and 100% an alert is logged, past it codes are refused (429)',
  ),
  LOGIN_CHALLENGE_MAX_NUMBER: variable(
    int(1000, 100_000_000),
    '100000',
    'Difficulty of the proof-of-work challenge: the secret number is drawn below this, so a solver hashes half of it on average',
  ),
  ANON_RATE_LIMIT_PER_MINUTE: variable(
    int(1, 1_000_000),
    '60',
    'Requests per client IP per minute to each anonymous endpoint (login, code, challenge, config); kept in memory per instance',
  ),
  SESSION_TTL_DAYS: variable(int(1, 365), '30', 'Lifetime of a login session'),
  PRO_NAME: variable(
    // SMS readers (and autofill) take the first run of digits in the OTP text as the code.
    {
      schema: z.string().min(1).max(60).regex(/^\D*$/),
      expect: 'a name of at most 60 characters without digits',
    },
    'RupeeSetu',
    'Product name shown in the app and in SMS',
  ),
  SERVICE_EMAIL: variable(text(), 'support@rupeesetu.in', 'Customer service e-mail'),
  SERVICE_WHATSAPP: variable(
    // wa.me links take the number in international form, digits only.
    {
      schema: z.string().regex(/^\d{10,15}$/),
      expect: 'an international number, digits only (919876543210)',
    },
    '918040001234',
    'Customer service WhatsApp number, digits with the country code; the customer service page links to it on wa.me',
  ),
  PRO_WEBSITE: variable(text(), 'https://rupeesetu.in', 'Product website'),
  // The operator model (decision 071). The defaults are a fictional demo: an LSP
  // (RupeeSetu Technologies) running the app for a fictional NBFC (Setu Finance).
  OPERATOR_MODEL: variable(
    { schema: z.enum(['lsp', 'lender']), expect: 'lsp or lender' },
    'lsp',
    "lsp = the app is run by a lending service provider (LSP_*) for the lender; lender = the lender's own app (LSP_* unused)",
  ),
  GRIEVANCE_OFFICER_NAME: variable(
    text(),
    'Priya Raman',
    "The lender's nodal grievance redressal officer (RBI digital lending rules); fictional default",
  ),
  GRIEVANCE_OFFICER_EMAIL: variable(
    text(),
    'grievance@setufinance.in',
    "The lender's grievance officer's e-mail; fictional default",
  ),
  GRIEVANCE_OFFICER_PHONE: variable(
    text(),
    '+91 80 4100 5600',
    "The lender's grievance officer's phone; fictional default",
  ),
  GRIEVANCE_OFFICER_ADDRESS: variable(
    text(500),
    'Setu Finance Pvt Ltd, 4th Floor, 12 MG Road, Bengaluru, Karnataka 560001',
    "The lender's grievance officer's postal address; fictional default",
  ),
  LENDER_NAME: variable(
    text(120),
    'Setu Finance Private Limited',
    'The regulated entity (NBFC or bank) that lends, named on every page, document and loan SMS; fictional default',
  ),
  LENDER_RBI_REGISTRATION: variable(
    text(60),
    'N-00.00000',
    "The lender's RBI certificate of registration (CoR) number; the default is a fictional demo value",
  ),
  LENDER_ADDRESS: variable(
    text(500),
    '4th Floor, 12 MG Road, Bengaluru, Karnataka 560001',
    "The lender's registered office; fictional default",
  ),
  LSP_NAME: variable(
    text(120),
    'RupeeSetu Technologies Private Limited',
    'OPERATOR_MODEL=lsp: the lending service provider that runs the app for the lender; fictional default',
  ),
  LSP_ADDRESS: variable(
    text(500),
    '2nd Floor, 80 Residency Road, Bengaluru, Karnataka 560025',
    "OPERATOR_MODEL=lsp: the LSP's registered office, also its grievance officer's address; fictional default",
  ),
  LSP_GRIEVANCE_OFFICER_NAME: variable(
    text(),
    'Arjun Mehta',
    "OPERATOR_MODEL=lsp: the LSP's grievance redressal officer; fictional default",
  ),
  LSP_GRIEVANCE_OFFICER_EMAIL: variable(
    text(),
    'grievance@rupeesetu.in',
    "OPERATOR_MODEL=lsp: the LSP's grievance officer's e-mail; fictional default",
  ),
  LSP_GRIEVANCE_OFFICER_PHONE: variable(
    text(),
    '+91 80 4000 1234',
    "OPERATOR_MODEL=lsp: the LSP's grievance officer's phone; fictional default",
  ),
  ROUTE_ALIASES: variable(
    {
      schema: z
        .string()
        .transform((raw, ctx) => {
          try {
            return JSON.parse(raw) as unknown;
          } catch {
            ctx.addIssue({ code: 'custom', message: 'not JSON' });
            return z.NEVER;
          }
        })
        .pipe(z.record(z.string().regex(/^\/[\w/-]*$/), z.string().regex(/^\/[\w/-]*$/))),
      expect: 'a JSON object mapping "/alias" to "/route"',
    },
    '{}',
    'Obfuscated alias paths of web routes (spec §2), JSON {"/alias": "/route"}',
  ),
  DATA_ENCRYPTION_KEY: variable(
    {
      schema: z
        .string()
        .regex(/^[A-Za-z0-9+/_-]{43}=?$/)
        .optional(),
      expect: '32 random bytes in base64 (openssl rand -base64 32)',
    },
    undefined,
    'AES-256-GCM key for Aadhaar, PAN, account numbers and drafts; required in production, else generated into DATA_DIR/data-key',
  ),
  FILES_DIR: variable(
    { schema: z.string().max(1000).optional(), expect: 'a folder path' },
    undefined,
    'Folder of the local file storage (photos); unset = DATA_DIR/files; relative to the repo root',
  ),
  PHOTO_DAILY_LIMIT: variable(
    int(1, 1000),
    '20',
    'Photo uploads (accepted or not) per customer per Asia/Kolkata day',
  ),
  PHOTO_URL_TTL_SECONDS: variable(int(10, 86_400), '600', 'Lifetime of a signed photo URL'),
  FEEDBACK_DAILY_LIMIT: variable(
    int(1, 1_000),
    '10',
    'Feedback a customer may send per Asia/Kolkata day (then 429 DAILY_CHANCES_USED)',
  ),
  UNDERWRITING_DELAY_SECONDS: variable(
    int(0, 86_400),
    '5',
    'Wait between submit and the credit decision (spec: review takes up to 20 minutes)',
  ),
  REVIEW_EXPECTED_MINUTES: variable(
    int(1, 1440),
    '20',
    'Decision time promised to the applicant (spec §9: up to 20 minutes)',
  ),
  REVIEW_REFER_BELOW_SCORE: variable(
    int(0, 900),
    '650',
    'Bureau scores from the minimum (600) up to this are referred to a person in the console instead of approved; 0 refers none (docs/decisions/031-review-refer-band.md)',
  ),
  REVIEW_REFER_NO_HISTORY: variable(
    bool,
    'false',
    'true: a salaried applicant the bureau has no history for is referred to a person instead of rejected',
  ),
  GST_BASE: variable(
    { schema: z.enum(['all_fees', 'service_fee']), expect: 'all_fees or service_fee' },
    'all_fees',
    'What the 18% GST is charged on: every fee, or the service fee only (spec §9 gives both readings)',
  ),
  COOLING_OFF_HOURS: variable(
    int(0, 720),
    '24',
    'Hours after disbursal in which the borrower may exit without penalty (spec §9: 24; RBI: at least one day); under 24 refused when NODE_ENV=production',
  ),
  PAYOUT_GATEWAY: variable(
    { schema: z.enum(['simulator']), expect: 'simulator' },
    'simulator',
    'Bank payout adapter; the simulator settles after PAYOUT_SETTLE_SECONDS and fails documented accounts (docs/disbursal.md)',
  ),
  PAYOUT_SETTLE_SECONDS: variable(
    int(0, 86_400),
    '8',
    'Seconds the payout simulator takes to settle a payout',
  ),
  PAYOUT_CHECK_SECONDS: variable(int(1, 3_600), '3', 'How often a pending payout is asked about again'),
  PAYOUT_FIX_HOURS: variable(
    int(1, 720),
    '72',
    'Hours a borrower has to fix the bank details after a failed payout before the order is canceled',
  ),
  PAYOUT_WEBHOOK_SECRET: variable(
    { schema: z.string().min(32).max(200).optional(), expect: '32 or more characters' },
    undefined,
    "HMAC key of the payout gateway's webhook (x-signature); unset = derived from APP_SECRET",
  ),
  EXTENSION_DAYS: variable(
    int(1, 60),
    '15',
    'Days an extension (rollover) moves the due date: the spec says 15 in one place and 8 in another',
  ),
  COLLECTION_GATEWAY: variable(
    { schema: z.enum(['simulator']), expect: 'simulator' },
    'simulator',
    'Repayment collection adapter (UTR checks, gateway checkouts); the simulator is described in docs/repayment.md',
  ),
  COLLECTION_WEBHOOK_SECRET: variable(
    { schema: z.string().min(32).max(200).optional(), expect: '32 or more characters' },
    undefined,
    "HMAC key of the collection gateway's webhook (x-signature); unset = derived from APP_SECRET",
  ),
  COLLECTION_CHECK_SECONDS: variable(
    int(1, 3_600),
    '2',
    'How soon a UTR is checked, and how often a pending gateway payment is asked about again',
  ),
  MANDATE_GATEWAY: variable(
    { schema: z.enum(['simulator']), expect: 'simulator' },
    'simulator',
    'Auto-debit mandate adapter (UPI AutoPay, e-NACH; issue 32); the simulator and its test values are described in docs/auto-debit.md',
  ),
  MANDATE_WEBHOOK_SECRET: variable(
    { schema: z.string().min(32).max(200).optional(), expect: '32 or more characters' },
    undefined,
    "HMAC key of the mandate gateway's webhook (x-mandate-signature), the gateway's shared secret; unset = derived from APP_SECRET",
  ),
  UPI_AUTOPAY_LIMIT_PAISE: variable(
    int(100, 10_000_000),
    '1500000',
    "Most one UPI AutoPay debit may take without the payer's extra authentication (NPCI: Rs 15,000 for loan repayments); a larger mandate goes by e-NACH",
  ),
  MANDATE_FAILED_DEBIT_CHARGE_PAISE: variable(
    int(0, 100_000),
    '0',
    'Charge on an auto-debit that fails for want of funds (0: none), no GST, a penal charge on its instalment; fixed in each order as it is priced, so its set-up terms, KFS, agreement and books state and levy the same figure (decision 080)',
  ),
  MANDATE_DEBIT_RETRIES: variable(
    int(0, 5),
    '2',
    'Re-presentations of a failed auto-debit, one a day, each after its own 24-hour pre-debit notice',
  ),
  LENDER_VPA: variable(
    text(100),
    'rupeesetu.collect@icici',
    "The lender's UPI address (VPA) that repayments are paid to",
  ),
  LENDER_PAYEE_NAME: variable(text(100), 'Setu Finance', 'Payee name shown in the UPI app'),
  REPAYMENT_TICK_SECONDS: variable(
    int(5, 3_600),
    '60',
    'How often the daily accrual and the reminders look for work (each is idempotent per day)',
  ),
  TEST_CLOCK: variable(
    bool,
    'false',
    'Development only: the server clock can be moved forward by POST /api/test/clock (end-to-end tests); refused in production',
  ),
  TEST_STAFF_ROUTES: variable(
    bool,
    'false',
    'Development only: POST /api/test/feedback/:id/replies answers a feedback as customer service would (end-to-end tests, until the operations console); refused in production',
  ),
  STAFF_ADMIN_EMAIL: variable(
    { schema: z.string().email().max(200), expect: 'an e-mail address' },
    'admin@rupeesetu.local',
    'First operations-console admin, created at start when there is no staff account yet',
  ),
  STAFF_ADMIN_PASSWORD: variable(
    { schema: z.string().min(12).max(200).optional(), expect: 'a password of at least 12 characters' },
    undefined,
    'Password of the first admin; outside production one is generated and printed once when unset. In production the first admin is created only when this is set',
  ),
  STAFF_SESSION_HOURS: variable(
    int(1, 24),
    '12',
    'Lifetime of an operations-console session (a working shift)',
  ),
  STAFF_IDLE_MINUTES: variable(
    int(5, 720),
    '30',
    'An operations-console session ends after this many minutes without a request (as well as after STAFF_SESSION_HOURS)',
  ),
  PRODUCT_CONFIG_CACHE_SECONDS: variable(
    int(0, 3600),
    '30',
    'How long an API instance trusts its copy of the product configuration before reading the newest version again',
  ),
  HOME_CACHE_ENTRIES: variable(
    int(0, 1_000_000),
    '20000',
    'Sessions whose Home reads an API instance keeps in memory, dropped when the database announces a change to the customer (0 = read every time)',
  ),
  HOME_SCREEN_COUPON_PAISE: variable(
    int(0, 100_000),
    '10000',
    'Repayment coupon for adding the app to the home screen, in paise (spec §9: Rs 100; 0 = none); once per customer, 30 days',
  ),
  WELCOME_COUPON_PAISE: variable(
    int(0, 100_000),
    '5000',
    'Withdrawal coupon given at approval, in paise (0 = none); usable on Rs 3,000 or more within 30 days',
  ),
  REFERRAL_RULES: variable(
    {
      schema: z
        .string()
        .transform((raw, ctx) => {
          try {
            return JSON.parse(raw) as unknown;
          } catch {
            ctx.addIssue({ code: 'custom', message: 'not JSON' });
            return z.NEVER;
          }
        })
        .pipe(ReferralRulesPatchSchema),
      expect:
        'a JSON object of referral rules, e.g. {"disbursal":{"ratePpm":20000,"base":"principal","capPaise":10000}}',
    },
    '{}',
    'Refer-and-earn rules over the defaults (spec §9 percentages of the service fee; docs/decisions/022-referral-rules.md)',
  ),
  PUBLIC_APP_URL: variable(
    url,
    undefined,
    "The web app's public address, used in referral share links; unset = the address the request came to",
  ),
  JOBS_LEASE_SECONDS: variable(
    int(1, 3_600),
    '60',
    'A job whose worker died comes back to the other workers after this long',
  ),
  JOBS_POLL_MS: variable(int(50, 60_000), '1000', 'How often the in-process worker looks for due jobs'),
  CREDIT_BUREAU: variable(
    { schema: z.enum(['simulator']), expect: 'simulator' },
    'simulator',
    'Credit bureau adapter; the simulator is keyed by PAN (docs/underwriting.md)',
  ),
  KYC_VERIFIER: variable(
    { schema: z.enum(['simulator']), expect: 'simulator' },
    'simulator',
    'Document verification adapter; the simulator is keyed by PAN (docs/underwriting.md)',
  ),
  DIGILOCKER_GATEWAY: variable(
    { schema: z.enum(['simulator']), expect: 'simulator' },
    'simulator',
    "DigiLocker adapter (issue 31); the simulator's consent page fails documented sign-in codes (docs/adapters.md)",
  ),
  CKYC_REGISTRY: variable(
    { schema: z.enum(['simulator']), expect: 'simulator' },
    'simulator',
    'Central KYC registry adapter (issue 31); the simulator is keyed by PAN (docs/adapters.md)',
  ),
  PAN_VERIFIER: variable(
    { schema: z.enum(['simulator']), expect: 'simulator' },
    'simulator',
    'PAN verification adapter (issue 31); the simulator is keyed by PAN (docs/adapters.md)',
  ),
  ESIGN_PROVIDER: variable(
    { schema: z.enum(['drawn_otp', 'esp_simulator']), expect: 'drawn_otp or esp_simulator' },
    'drawn_otp',
    'How borrowers sign: drawn_otp = signature pad plus SMS code; esp_simulator = an Aadhaar eSign provider, simulated (docs/decisions/020-esign-adapter.md)',
  ),
  UIDAI_CERTIFICATE: variable(
    optionalText,
    undefined,
    "UIDAI's offline e-KYC / Secure QR signing certificate: a path (relative to the repo root) or the PEM, several for a key rollover; unset = the development stand-in (apps/api/fixtures/uidai-dev), refused in production (decision 077)",
  ),
  LENDER_SIGNING_P12: variable(
    optionalText,
    undefined,
    "The lender's document-signing key and certificate chain (PKCS#12) that signs every PDF it issues: a path (relative to the repo root) or the file in base64; unset = the development stand-in (apps/api/fixtures/lender-dev), refused in production (decision 083)",
  ),
  LENDER_SIGNING_PASSPHRASE: variable(
    optionalText,
    undefined,
    'Passphrase of LENDER_SIGNING_P12 (decision 083)',
  ),
  AADHAAR_OFFLINE_MAX_AGE_HOURS: variable(
    int(1, 720),
    '72',
    'An Aadhaar offline e-KYC file older than this (from its reference id) is refused: the RBI KYC Directions allow 3 days (decision 077)',
  ),
  KYC_DAILY_ATTEMPTS: variable(
    int(1, 1000),
    '10',
    'KYC attempts (Aadhaar, DigiLocker, CKYC, PAN; passed or refused) per customer per Asia/Kolkata day, then 429 KYC_TOO_MANY_ATTEMPTS (decision 073)',
  ),
  KYC_DAILY_PAID_LOOKUPS: variable(
    int(1, 1000),
    '5',
    'KYC calls that reach a paid outside party (CKYC search and download, PAN verification, DigiLocker start) per customer per Asia/Kolkata day, then 429 KYC_TOO_MANY_ATTEMPTS (decision 073)',
  ),
  WEB_DIST: variable(text(1000), 'apps/web/dist', 'Built web app served at /; relative to the repo root'),
  CONSOLE_DIST: variable(
    text(1000),
    'apps/console/dist',
    'Built operations console served at /console/; relative to the repo root',
  ),
  API_DOCS: variable(
    { schema: bool.schema.optional(), expect: bool.expect },
    undefined,
    'true serves the API reference at /api/docs and /api/openapi.json; unset = served outside production only',
  ),
  TRUST_PROXY: variable(
    trustedProxies,
    'false',
    "The reverse proxies' addresses or CIDRs (comma-separated; or loopback, linklocal, uniquelocal): only from these is X-Forwarded-For believed; true is refused",
  ),
  CORS_ORIGINS: variable(
    {
      schema: z
        .string()
        .transform((raw) =>
          raw
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/))),
      expect: 'a comma-separated list of origins like https://app.example.com',
    },
    '',
    'Origins allowed to call the API cross-site; empty = same origin only',
  ),
} as const;

export type Env = { -readonly [K in keyof typeof VARS]: z.output<(typeof VARS)[K]['schema']> };

export const ENV_VARS = Object.entries(VARS).map(([name, spec]) => ({
  name,
  default: spec.default ?? '',
  description: spec.description,
}));

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses `source` (process.env in main.ts). Empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(VARS) as [string, VarSpec<z.ZodType>][]) {
    const given = source[name];
    const raw = given === undefined || given.trim() === '' ? spec.default : given.trim();
    const result = spec.schema.safeParse(raw);
    if (!result.success) throw new ConfigError(`Invalid configuration: ${name} must be ${spec.expect}`);
    out[name] = result.data;
  }
  const env = out as Env;
  if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
    throw new ConfigError('Invalid configuration: APP_SECRET must be set when NODE_ENV=production');
  }
  if (env.NODE_ENV === 'production' && env.TEST_CLOCK) {
    throw new ConfigError('Invalid configuration: TEST_CLOCK cannot be used when NODE_ENV=production');
  }
  if (env.NODE_ENV === 'production' && env.TEST_STAFF_ROUTES) {
    throw new ConfigError('Invalid configuration: TEST_STAFF_ROUTES cannot be used when NODE_ENV=production');
  }
  if (env.NODE_ENV === 'production' && env.COOLING_OFF_HOURS < 24) {
    // RBI's Digital Lending Directions: a cooling-off period of at least one day (development may go lower).
    throw new ConfigError(
      'Invalid configuration: COOLING_OFF_HOURS must be at least 24 when NODE_ENV=production (RBI: a cooling-off period of at least one day)',
    );
  }
  if (env.NODE_ENV === 'production' && !env.DATA_ENCRYPTION_KEY) {
    throw new ConfigError('Invalid configuration: DATA_ENCRYPTION_KEY must be set when NODE_ENV=production');
  }
  if (env.SMS_ADAPTER === 'http' && (!env.SMS_GATEWAY_URL || !env.SMS_GATEWAY_TOKEN)) {
    throw new ConfigError(
      'Invalid configuration: SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN must be set when SMS_ADAPTER=http',
    );
  }
  if (env.NODE_ENV === 'production' && env.ESIGN_PROVIDER === 'esp_simulator') {
    // The simulator signs with any six digits: a real borrower's signature must come from a real ESP.
    throw new ConfigError(
      'Invalid configuration: ESIGN_PROVIDER must not be esp_simulator when NODE_ENV=production',
    );
  }
  if (env.NODE_ENV === 'production' && env.SMS_ADAPTER !== 'http') {
    // The outbox prints login codes to the log: never acceptable with real customers.
    throw new ConfigError('Invalid configuration: SMS_ADAPTER must be http when NODE_ENV=production');
  }
  if (env.EMAIL_TRANSPORT === 'smtp' && !env.SMTP_URL && !env.SMTP_HOST) {
    throw new ConfigError(
      'Invalid configuration: SMTP_URL or SMTP_HOST must be set when EMAIL_TRANSPORT=smtp',
    );
  }
  if (env.NODE_ENV === 'production' && env.EMAIL_TRANSPORT !== 'smtp') {
    // The outbox sends nothing: a borrower's documents and codes would only reach the log (decision 082).
    throw new ConfigError('Invalid configuration: EMAIL_TRANSPORT must be smtp when NODE_ENV=production');
  }
  if (env.NODE_ENV === 'production' && env.BUREAU_MEMBER_ID === 'NB00000000') {
    // A bureau file under the placeholder id would be refused by the bureaus, or filed under nobody.
    throw new ConfigError(
      "Invalid configuration: BUREAU_MEMBER_ID must be the lender's member id when NODE_ENV=production",
    );
  }
  return env;
}
