/**
 * Every error a user can meet: its stable code and its English message. This object
 * defines the codes (ErrorCode); messages-hi.ts and messages-zh.ts translate each one,
 * and catalogue.ts puts the three together. Messages quoted in spec §5 and §8 are
 * binding: keep their English wording. The API maps codes to HTTP statuses
 * (apps/api/src/http/error-status.ts).
 */
export const ERROR_MESSAGES_EN = {
  // --- spec §8 ---
  NETWORK_ABNORMAL: 'Network abnormal, please check your mobile data or Wi-Fi.',
  TOO_FREQUENT: 'Operating too frequently, try again later.',
  SMS_LIMIT: 'SMS limit reached, try again tomorrow.',
  SECURITY_LOCK: 'Security mechanism triggered, please wait.',
  OTP_INCORRECT: 'Verification code incorrect, please re-enter.',
  PHOTO_RETAKE: 'There is a problem with the photo, please retake it.',
  DAILY_CHANCES_USED: "Today's chances are used up, please try again tomorrow.",
  BANK_CARD_INCORRECT: 'Bank card incorrect, please fix it first.',
  PAYOUT_BANK_INVALID:
    'Bank card info incorrect, payment failed. Please modify it before the valid date ({{date}}).',
  OUTSTANDING_ORDER: 'Please repay first; outstanding orders exist.',
  AGREEMENT_REQUIRED: 'Please read and agree to the Loan Agreement and Sanction Letter first.',
  COUPON_UNAVAILABLE:
    'Unavailable coupon: usable only once, and not usable now if the required amount was not paid.',
  APPLICATION_DECLINED: 'Sorry, we cannot approve your application at this time.',
  REAPPLY_LATER: 'Not approved, please reapply after {{date}}.',
  VIDEO_UNSUPPORTED: 'Your browser does not support video.',
  // --- spec §5 ---
  PHONE_INVALID: 'Your mobile phone number format is not correct.',
  OTP_FORMAT: 'Enter the {{length}}-digit verification code.',
  OTP_EXPIRED: 'The verification code has expired, please get a new one.',
  // Spec §5 shows a picture code; the app asks for a proof-of-work check instead (decision 062).
  CAPTCHA_REQUIRED: 'Please wait while we check that you are human, then try again.',
  CAPTCHA_INCORRECT: 'The human check did not pass or has expired, please try again.',
  PASSWORD_FORMAT: 'Password must be 6-12 characters.',
  PASSWORD_INCORRECT: 'Phone number or password incorrect, please re-enter.',
  AADHAAR_INVALID: 'Enter the correct 12-digit Aadhaar card number',
  PAN_INVALID: 'Enter the correct 10-digit PAN card number',
  IFSC_INVALID: 'Please enter the correct IFSC code',
  BANK_ACCOUNT_INVALID: 'Please enter a valid bank account number',
  BANK_ACCOUNT_MISMATCH: 'The bank account numbers entered twice are inconsistent, please reconfirm',
  BANK_SAME_AS_OLD:
    'Cannot be consistent with the original bank information: the new account must differ from the one the payment failed to (ending {{last4}}).',
  WHATSAPP_INVALID: 'Input 10 or 12 digits of your whatsapp number',
  PIN_INVALID: 'Please enter the correct pin code',
  EMAIL_INVALID: 'Input your correct e-mail address',
  FEEDBACK_TOO_SHORT: 'Feedback needs at least 10 characters.',
  FEEDBACK_TOO_LONG: 'Feedback can be at most 1000 characters.',
  SCREENSHOT_TYPE_UNSUPPORTED: 'Please attach a JPG, PNG or WebP image.',
  SCREENSHOT_TOO_LARGE: 'The screenshot is too large. Please attach an image of at most 5 MB.',
  WITHDRAW_AMOUNT_INVALID: 'The withdrawal amount must be greater than 2000 and less than 10,000,000.',
  UTR_INVALID: 'A repayment needs a 12-digit UTR or it fails.',
  // --- spec §5 contact rules (the spec does not show their wording) ---
  CONTACTS_COUNT: 'Please add exactly three emergency contacts.',
  CONTACT_NAME_REQUIRED: "Please enter the contact's name.",
  CONTACT_PHONE_REQUIRED: "The contact's phone number cannot be empty.",
  CONTACT_RELATIONSHIP_REQUIRED: 'Please choose your relationship with this contact.',
  CONTACT_PHONE_DUPLICATE: 'Two contacts cannot have the same phone number.',
  CONTACT_IS_OWN_PHONE: 'A contact cannot have your own registered phone number.',
  CONTACT_IS_WHATSAPP: 'A contact cannot have your WhatsApp number.',
  // --- application (spec §5 names these errors but not their wording) ---
  NAME_INVALID: 'Please enter your name as it appears on your Aadhaar card.',
  DATE_INVALID: 'Please choose a valid date.',
  COMPANY_NAME_INVALID: 'Please enter your company name.',
  ADDRESS_INVALID: 'Please enter your detailed address.',
  CONSENT_REQUIRED: 'Please read and agree to how your information is used first.',
  APPLICATION_INCOMPLETE: 'Please complete every step of the application first.',
  APPLICATION_LOCKED: 'Your application is under review and cannot be changed now.',
  UNDERAGE: 'You must be 18 or older to apply for a loan. We cannot take your application.',
  KYC_NOT_VERIFIED: 'Please verify your identity first, or choose card photos.',
  KYC_MODE_REQUIRED: 'Please choose how to verify your identity.',
  IDENTITY_IN_USE: 'This Aadhaar or PAN is already registered to another account.',
  LOAN_NOT_APPROVED: 'You do not have an approved credit limit yet.',
  WITHDRAW_ABOVE_QUOTA: 'You can withdraw at most {{amount}}.',
  TERM_NOT_OFFERED: 'This loan term is not available to you, please choose another.',
  IDEMPOTENCY_KEY_REUSED: 'This request was already sent with different details. Please start again.',
  ORDER_NOT_CHANGEABLE: 'This order cannot be changed now.',
  OFFER_EXPIRED:
    'This loan offer held until {{date}} and has expired, so it was canceled. Please withdraw again: the loan is priced at the rates applying today.',
  CALCULATOR_INPUT_REQUIRED: 'The calculator needs loan amount, annual interest rate and term.',
  UTR_USED: 'This UTR has already been used for a repayment. Please check the number.',
  REPAYMENT_IN_PROGRESS: 'A repayment of this loan is in progress. Please wait for its result.',
  REPAYMENT_NOT_OPEN: 'This repayment is no longer waiting for payment. Please start a new one.',
  QUOTE_EXPIRED: 'The amount changed at midnight: today it is {{amount}}. Please check it and confirm again.',
  AMOUNT_ABOVE_OUTSTANDING: 'The amount is more than you owe. Please enter at most the amount outstanding.',
  REPAY_AMOUNT_INVALID: 'Please enter an amount of at least Rs 1 in rupees and paise.',
  ORDER_NOT_REPAYABLE: 'This loan has nothing to repay now.',
  EXTENSION_LIMIT_REACHED:
    'No extension is left: this loan allows at most {{max}} in a row until an instalment is paid. Please repay the instalment due.',
  COOLING_OFF_CLOSED: 'The cooling-off period of this loan has ended. You can repay it in full instead.',
  OFFER_NOT_OPEN: 'This offer is no longer open.',
  WEBHOOK_SIGNATURE_INVALID: 'The notification signature is not valid.',
  SIGNATURE_INVALID: 'Please sign in the box before you continue.',
  SIGN_CODE_INCORRECT: 'Verification code incorrect, please re-enter.',
  SIGN_CODE_EXPIRED: 'The code has expired. Please ask for a new one.',
  SIGN_METHOD_UNAVAILABLE: 'This way of signing is not available now. Please go back and sign again.',
  ESIGN_PENDING: 'Your e-sign is not finished yet. Please complete it and come back.',
  ESIGN_FAILED: 'The e-sign was not completed. Please sign again.',
  PHOTO_TYPE_UNSUPPORTED: 'Please upload a JPG or PNG photo.',
  // --- issue 31: the face in the photo holding the Aadhaar card (K5, decision 074) ---
  FACE_NOT_FOUND:
    'We could not see a face in the photo. Please take it again with your face clearly in view, holding your Aadhaar card.',
  FACE_MANY:
    'There is more than one face in the photo. Please take it again with only your own face in view.',
  FACE_NOT_LIVE:
    'This looks like a photo of a photo or of a screen. Please take a new photo of yourself with the camera.',
  FACE_MISMATCH:
    'The face in the photo does not match the photo on your verified Aadhaar. Please take the photo yourself, holding your own card.',
  PIN_NOT_FOUND: 'We could not find this pin code, please check it.',
  IFSC_NOT_FOUND: 'We could not find this IFSC code, please check it.',
  FAQ_NOT_FOUND: 'We could not find this question. Please choose one from the help center.',
  // --- issue 31: DigiLocker, CKYC and PAN verification (K3) ---
  DIGILOCKER_DENIED:
    'You did not allow DigiLocker to share your Aadhaar, so nothing was shared. Open DigiLocker again and choose Allow, or verify another way.',
  DIGILOCKER_FAILED: 'DigiLocker could not sign you in. Please try again, or verify another way.',
  DIGILOCKER_LINK_INVALID:
    'This DigiLocker link has expired or was already used. Please start DigiLocker again.',
  DIGILOCKER_NO_AADHAAR:
    'Your DigiLocker has no Aadhaar. Please add your Aadhaar in DigiLocker, or verify another way.',
  DIGILOCKER_SIGNATURE_INVALID:
    "The Aadhaar from DigiLocker failed UIDAI's signature check, so it was not used. Please try again, or verify another way.",
  CKYC_NOT_FOUND: 'No central KYC record was found for this PAN. Please verify with Aadhaar or DigiLocker.',
  CKYC_DETAILS_MISMATCH:
    'The central KYC record of this PAN has another date of birth than the one you entered. Please check your date of birth, or verify with Aadhaar or DigiLocker.',
  KYC_SERVICE_UNAVAILABLE:
    'The verification service is not answering right now. Please try again in a few minutes.',
  KYC_IDENTITY_REQUIRED: 'Please verify your identity first (Aadhaar, DigiLocker or CKYC), then your PAN.',
  KYC_TOO_MANY_ATTEMPTS:
    'You have tried to verify your identity too many times today. Please try again tomorrow.',
  // --- issue 31: Aadhaar offline e-KYC and Secure QR (K1) ---
  KYC_ZIP_INVALID:
    'This is not the Aadhaar ZIP file from UIDAI. Please download it again and upload the ZIP as it is.',
  KYC_FILE_TOO_LARGE: 'The file is too large. The Aadhaar ZIP is at most 5 MB and a card photo at most 8 MB.',
  KYC_SHARE_CODE_FORMAT: 'Enter the 4-digit share code you chose when downloading the file.',
  KYC_SHARE_CODE_INCORRECT:
    'The share code does not open this file. Please check the 4 digits you chose when downloading it.',
  KYC_SIGNATURE_INVALID:
    "UIDAI's digital signature on this Aadhaar data is not valid. Please download a fresh copy from UIDAI and try again.",
  KYC_FILE_EXPIRED:
    'This Aadhaar file is more than {{days}} days old. Please download a new one from UIDAI and upload it.',
  KYC_DATA_INVALID: 'We could not read the Aadhaar data in this file. Please download it again from UIDAI.',
  KYC_QR_UNREADABLE:
    "We could not read the QR code. Please photograph the card's QR side flat, in good light, with the whole code in view.",
  KYC_QR_NOT_AADHAAR:
    'This QR code is not an Aadhaar Secure QR code. Please photograph the QR code on your Aadhaar card or e-Aadhaar.',
  KYC_NAME_MISMATCH:
    'The name on this Aadhaar does not match the name you entered. Please use your own Aadhaar.',
  // --- session and transport ---
  AUTH_REQUIRED: 'Please log in first.',
  AUTH_INVALID: 'Your login information is invalid, please log in again.',
  SESSION_EXPIRED: 'Your login has expired, please log in again.',
  VALIDATION_FAILED: 'Some information is not correct, please check and try again.',
  BODY_INVALID: 'The request could not be read.',
  BODY_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The request format is not supported.',
  NOT_FOUND: 'The page or item was not found.',
  METHOD_NOT_ALLOWED: 'This action is not allowed here.',
  MAINTENANCE: 'The service is under maintenance, please try again later.',
  SERVICE_BUSY: 'The service is busy, please try again in a moment.',
  UPLOAD_BUSY: 'Many uploads are being checked right now, please try again in a few seconds.',
  INTERNAL: 'Something went wrong on our side, please try again later.',
  // --- operations console (staff) ---
  STAFF_LOGIN_FAILED: 'E-mail or password incorrect.',
  STAFF_TOTP_INCORRECT: 'Authenticator code incorrect, please enter the current code.',
  STAFF_CHALLENGE_EXPIRED: 'Sign-in timed out, please enter your e-mail and password again.',
  STAFF_UNAUTHENTICATED: 'Please sign in to the console.',
  STAFF_FORBIDDEN: 'Your role does not allow this.',
  // --- customer service (console) ---
  DELETION_ALREADY_PROCESSED: 'This deletion request has already been processed.',
  GRIEVANCE_ALREADY_RESOLVED: 'This grievance has already been resolved.',
  FEEDBACK_ALREADY_ESCALATED: 'This feedback is already a grievance.',
  GRIEVANCE_CUSTOMER_UNKNOWN: 'No customer has this phone number.',
  GRIEVANCE_DATE_INVALID: 'The day received cannot be in the future or more than a year ago.',
  STAFF_EMAIL_TAKEN: 'A staff member with this e-mail already exists.',
  STAFF_SELF_CHANGE: 'You cannot disable, demote or reset your own account.',
  STAFF_PASSWORD_CHANGE_REQUIRED: 'Choose a new password before you use the console.',
  STAFF_PASSWORD_FORMAT: 'The new password must be 12 to 200 characters.',
  STAFF_PASSWORD_REUSED: 'Choose a new password, not the one you were given.',
  STAFF_SESSION_IDLE: 'You were signed out after {{minutes}} minutes without activity. Please sign in again.',
  AUDIT_STAFF_EMAIL_INVALID: "Enter a staff member's whole e-mail address, e.g. name@lender.in.",
  AUDIT_ACTION_INVALID:
    'Enter the start of an action: lower-case letters, digits, dots and underscores, e.g. recovery. or staff.create.',
  CONFIG_INVALID: 'The configuration cannot be saved: {{field}} must be {{rule}}.',
  CONFIG_VERSION_NOT_FOUND: 'There is no such configuration version.',
  CONFIG_STALE: 'Someone saved a newer configuration meanwhile. Reload and try again.',
  PAYOUT_NOT_RETRYABLE:
    'This payout cannot be retried: the bank refused the account, or it is not stuck or failed.',
  PAYOUT_ALREADY_RETRIED: 'This payout was already retried.',
  PAYOUT_BANK_REFUSED:
    'The bank refused this account, so retrying cannot help: ask the borrower to enter their bank account again, or cancel the order.',
  PAYOUT_OUTCOME_UNKNOWN:
    'The gateway has not yet said whether this payout was paid. Nothing was sent again; check again in a few minutes.',
  PAYOUT_ALREADY_PAID:
    'The gateway paid this payout after all: it is now recorded as paid and cannot be canceled.',
  PAYOUT_NOT_CANCELABLE:
    'Only an order whose payout failed can be canceled: this one is already canceled, paid or still being paid.',
  UTR_ALREADY_DECIDED: 'This repayment was already confirmed or rejected.',
  RECONCILIATION_DAY_INVALID: 'Choose a day (YYYY-MM-DD) not in the future.',
  CONTENT_CUSTOMER_NOT_FOUND: 'No customer has this phone number.',
  // --- issue 35: customer search by name and staff notes (decision 091) ---
  CUSTOMER_SEARCH_TOO_SHORT: 'Type at least 3 letters of a name (or 4 digits of a phone number).',
  CUSTOMER_SEARCH_INVALID:
    'Search by a phone number (or its last 4 digits or more), an order number (LN...) or a name: letters, spaces, dots, hyphens and apostrophes only.',
  CUSTOMER_NOTE_EMPTY: 'Please write the note.',
  CUSTOMER_NOTE_TOO_LONG: 'A note can be at most 2,000 characters.',
  REVIEW_NOT_FOUND: 'There is no such application waiting for review.',
  REVIEW_ALREADY_DECIDED: 'This application has already been decided.',
  REVIEW_QUOTA_OUT_OF_BOUNDS: 'The quota must be between {{min}} and {{max}} in steps of {{step}}.',
  REVIEW_RATE_OUT_OF_BOUNDS: 'The daily rate must be between {{min}}% and {{max}}% a day.',
  // --- issue 32: auto-debit mandates (docs/auto-debit.md) ---
  MANDATE_EXISTS: 'This loan already has an auto-debit. Pause or revoke it before setting up another.',
  MANDATE_NOT_FOUND: 'There is no such auto-debit mandate.',
  MANDATE_INACTIVE:
    'This auto-debit has ended or is not active, so it cannot be changed. You can set up a new one.',
  MANDATE_NOT_ALLOWED:
    'Auto-debit can be set up only for a loan that has been paid out and is not yet repaid.',
  MANDATE_AMOUNT_TOO_HIGH: "The auto-debit's maximum cannot be more than the loan's total repayable amount.",
  MANDATE_UPI_LIMIT: 'Above {{limit}} a debit, choose e-NACH.',
  // --- issue 33: the borrower's documents (decision 081) ---
  STATEMENT_RANGE_INVALID:
    'Please choose dates from the day the loan was paid out, with the end after the start, at most 400 days apart.',
  LOAN_SETTLED: 'This loan is already repaid in full, so there is nothing to foreclose.',
  NOC_NOT_ISSUED: 'The no-dues certificate is issued when the loan is repaid in full.',
  // --- issue 33: e-mail and document delivery (decision 082) ---
  EMAIL_CODE_INCORRECT: 'The code from the e-mail is incorrect, please re-enter.',
  EMAIL_CODE_EXPIRED: 'The code from the e-mail has expired or was used up. Please ask for a new one.',
  DOCUMENT_LINK_INVALID: 'This document link is not valid. Please open your documents in the app.',
  DOCUMENT_LINK_EXPIRED: 'This document link has expired. Please open your documents in the app.',
  DOCUMENT_LINK_CODE_REQUIRED: 'Log in, or enter the code we send to your phone, to open this document.',
  DOCUMENT_LINK_CODE_INCORRECT: 'The code is incorrect or has expired. Please ask for a new one.',
  // --- issue 34 L2: collections queue (decision 085) ---
  COLLECTION_NOT_ASSIGNED: 'This loan is not assigned to you: only its collector or an admin can open it.',
  COLLECTOR_UNKNOWN: 'There is no active collector with this id.',
  COLLECTION_LOAN_NOT_OVERDUE: 'Only an open loan with days past due can be assigned for collection.',
  COLLECTION_OUTCOME_INVALID:
    'A call needs its outcome, a note needs its text, and a promise to pay goes with the outcome "promised" only.',
  OUTSIDE_CONTACT_HOURS:
    'Borrowers may be contacted only between 08:00 and 19:00 India time: this attempt cannot be logged now.',
  PROMISE_IN_PAST: 'The day of a promise to pay cannot be in the past.',
  PROMISE_TOO_FAR: 'A promise to pay can be at most 30 days ahead.',
  PROMISE_AMOUNT_INVALID: 'The promised amount must be at least ₹1.',
  FOLLOW_UP_IN_PAST: 'The follow-up day cannot be in the past.',
  // --- issue 34 L5: loan actions under maker-checker (decision 088) ---
  PROPOSAL_NOT_FOUND: 'There is no such proposal.',
  PROPOSAL_ALREADY_DECIDED: 'This proposal was already approved or rejected.',
  PROPOSAL_SAME_PERSON: 'You cannot approve or reject your own proposal: another person must decide it.',
  PROPOSAL_SAME_ROLE: 'A proposal must be decided by someone with a different role from the proposer.',
  PROPOSAL_KIND_UNKNOWN: 'This kind of action cannot be proposed.',
  LOAN_ACTION_NOT_ALLOWED: 'This action is not possible on this loan in its present state.',
  WAIVER_ABOVE_OWED: 'The waiver cannot be more than the penal charges owed ({{owed}}).',
  SETTLEMENT_AMOUNT_INVALID:
    'The settlement amount must be more than zero and less than what the loan owes ({{owed}}).',
  // --- issue 34 L4: manual receipts and suspense (decision 087) ---
  RECEIPT_DUPLICATE: 'A receipt with this reference was already posted.',
  RECEIPT_LOAN_SETTLED: 'This loan is already repaid in full: a receipt cannot be posted against it.',
  RECEIPT_STATE_INVALID: 'This receipt is not at the step this action needs.',
  RECEIPT_SAME_PERSON: 'A second person with a different role must approve what another proposed.',
  RECEIPT_DETAILS_INVALID:
    'Please give the details this payment method needs (reference, bank and cheque date).',
  // --- issue 34 L3: recovery agents (decision 086) ---
  RECOVERY_AGENCY_NOT_FOUND: 'There is no such recovery agency.',
  RECOVERY_AGENT_NOT_FOUND: 'There is no such recovery agent.',
  RECOVERY_AGENT_INACTIVE: 'This recovery agency or agent is not active, so it cannot act on a loan.',
  RECOVERY_LOAN_NOT_OVERDUE: 'A recovery agent can be assigned only to a loan with an overdue instalment.',
  RECOVERY_NOTICE_NOT_SENT:
    'The borrower has not been told of this agent (name, agency and contact) before this time, so no contact by the agent can be recorded.',
} as const satisfies Record<string, string>;
