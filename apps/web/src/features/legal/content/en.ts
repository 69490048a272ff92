import type { LegalDoc, LegalDocKey } from './index';

/** English templates; hi.ts and zh.ts mirror them section by section and paragraph by paragraph. */
export const en: Record<LegalDocKey, LegalDoc> = {
  privacy: {
    title: 'Privacy Policy',
    updated: '22 November 2026',
    sections: [
      {
        heading: 'Who we are',
        body: [
          '{{operatorIntro}}',
          'This Privacy Policy explains what personal data {{proName}} collects through its app and website ({{proWebsite}}), why we collect it, how we protect it and the choices you have. It follows the RBI (Digital Lending) Directions, 2025, the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023.',
          '{{weMean}}',
        ],
      },
      {
        heading: 'Only what is needed',
        body: [
          'We collect only the data needed to confirm who you are, decide on your loan application, pay out and collect the loan, and meet our legal duties. Each item is asked for at the step where it is needed, and we tell you why before you give it.',
          'We do not use your data for any purpose you have not agreed to, and we never sell it.',
        ],
      },
      {
        heading: 'Your mobile number, identity and address',
        body: [
          'Mobile number: to create your account, to log you in with a one-time password (OTP) sent by SMS, and to send you service messages about your application and loan.',
          'Identity (KYC): your name, date of birth, gender, Aadhaar number, PAN and photos of your Aadhaar and PAN cards. The lender must verify your identity under the RBI Master Direction on Know Your Customer (KYC) and the Prevention of Money-laundering Act, 2002 (PMLA).',
          'Address: your current address, state, city and PIN code, to complete KYC and to send you notices about your loan.',
        ],
      },
      {
        heading: 'Your income, bank account and credit history',
        body: [
          'Employment and income: your occupation, employer or business, how long you have worked there, your monthly income and pay date (or, for students, your school and course), so that the lender can assess whether the loan is affordable for you.',
          'Bank account number and IFSC: so that the lender can pay the loan into an account held in your own name and you can repay from it. We check that the account belongs to you before any money is sent.',
          'Credit report: with your consent, the lender obtains your credit report from credit information companies such as TransUnion CIBIL, Experian, Equifax or CRIF High Mark to assess your application. The lender reports your repayment record to these companies, as the law requires.',
        ],
      },
      {
        heading: 'Your references and your photo',
        body: [
          'References: you give the name, mobile number and relationship of three people who know you. We use them only to verify the details you gave us and to reach you if we cannot contact you. You type each reference yourself, or pick one contact at a time with your phone’s contact picker; only the contact you pick is shared, never your contact list.',
          'We never tell your references about your loan or your repayments, and we never use them to put pressure on you.',
          'Face photo: a live photo of you holding your Aadhaar card, taken in the app, to confirm that a real person is applying (liveness) and that you are the holder of the documents you submitted.',
        ],
      },
      {
        heading: 'Device and usage information',
        body: [
          'When you use the app we record your device identifier, app version, app channel, type of device and IP address. We use them only to keep your account secure, to detect fraud such as many applications from one device, and to fix technical problems.',
          'We also record how long each step of the application takes and how often a field is changed. This helps us find parts of the app that are hard to use and spot automated or fraudulent applications.',
        ],
      },
      {
        heading: 'What we do not collect',
        body: [
          'The {{proName}} app does not access your contact list, call logs, SMS inbox, photo gallery or other files, and it does not collect your location. The camera is used only when you take a KYC or face photo, and only the photos you take or choose to upload are sent to us.',
          'We do not collect fingerprints or iris scans, and we never ask for your banking passwords, UPI PIN, card PIN, CVV or an OTP sent by your bank. Anyone asking for these on our behalf is not from {{proName}}.',
        ],
      },
      {
        heading: 'Your consent',
        body: [
          'We ask for your explicit consent before we collect each kind of data and before the lender obtains your credit report. Each consent is recorded with its date and time, the purpose it covers and the version of the text you agreed to.',
          'You may withdraw a consent at any time by contacting customer service. Withdrawal stops further collection and use from then on; it does not affect what was done before, and we may then be unable to process an application or continue a service that needs that data. Data that the law requires us or the lender to keep is kept for the required period.',
        ],
      },
      {
        heading: 'How we store and protect your data',
        body: [
          'All personal data is stored on servers located in India.',
          'Data is encrypted in transit (HTTPS). Aadhaar numbers, PANs and bank account numbers are also encrypted at rest, and an Aadhaar number is always shown masked, with only its last four digits visible (for example XXXX XXXX 1234). Photos of your documents are kept in access-controlled storage.',
          'Only staff who need the data for their work can see it, their access is logged, and our security is reviewed regularly. If a breach affects your data, we will inform you and the authorities as the law requires.',
        ],
      },
      {
        heading: 'How long we keep your data',
        body: [
          'We keep your data while you have an account or a loan with us. After your loans are closed and your account is deleted, we and the lender keep only the records the law requires: for example, KYC and transaction records are kept for five years after the business relationship ends, under the PMLA and the RBI KYC Master Direction, or longer if a dispute, investigation or legal proceeding requires it.',
          'If you register but never take a loan, we delete your data when you ask us to or when it is no longer needed, subject to the same legal retention periods.',
        ],
      },
      {
        heading: 'Who we share your data with',
        body: [
          'We share your data only with {{lenderName}}, which decides on and services your loan; with credit information companies; and with our identity verification (KYC), payment, SMS and cloud hosting partners. Each partner is bound by contract to use your data only for the service it provides, to keep it confidential and to store it in India.',
          'We also disclose data when the law requires it, for example to the RBI, to a court or to law enforcement authorities acting under a legal order.',
          'We never sell or rent your personal data, and we do not share it with advertisers.',
        ],
      },
      {
        heading: 'Your rights',
        body: [
          'You can see the information you gave us in the app, and correct or update it at any time. Some changes, such as a new bank account, are verified again before they are used.',
          'You can ask us for a summary of the data we hold about you and of whom we shared it with, withdraw a consent, or ask us to delete your data and your account, by contacting customer service. We will act on your request within 30 days. Deletion is subject to the legal retention described above and to any outstanding loan being repaid.',
          'You can also nominate a person to exercise these rights for you in the event of your death or incapacity, as the Digital Personal Data Protection Act, 2023 provides.',
        ],
      },
      {
        heading: 'Cookies and local storage',
        body: [
          'The web app keeps a few small items on your device: your login session (a token and your customer number), your language and display preferences in the browser’s local storage; the campaign or referral code you arrived with in session storage; and a session cookie that expires after one day. They are needed for the app to work.',
          'We do not use advertising or third-party tracking cookies. Clearing your browser data signs you out.',
        ],
      },
      {
        heading: 'Children',
        body: [
          'Our services are only for people aged 18 or over. We do not knowingly collect data from anyone under 18; if we learn that we have, we delete it unless the law requires us to keep it.',
        ],
      },
      {
        heading: 'Changes to this policy',
        body: [
          'We may update this policy when our services or the law change; the date at the top shows the current version. We will tell you about important changes in the app or by SMS before they take effect, and ask for your consent again where the law requires it.',
        ],
      },
      {
        heading: 'Grievance Officer',
        body: [
          'If you have a complaint about how your data or your loan is handled, please contact a Grievance Redressal Officer: {{grievanceContacts}}.',
          'We acknowledge every complaint and resolve it within 30 days.',
          'If your complaint is not resolved within 30 days, or you are not satisfied with the reply, you can complain to the Reserve Bank of India under the Reserve Bank – Integrated Ombudsman Scheme, 2021 at https://cms.rbi.org.in or by calling the RBI contact centre on 14448. For data protection complaints you may also approach the Data Protection Board of India. To check that a lender is regulated by the RBI, use the RBI’s Sachet portal at https://sachet.rbi.org.in.',
        ],
      },
      {
        heading: 'Contact us',
        body: [
          'Customer service is available from 09:00 to 18:00 every day through the Customer Service page in the app, or by email at {{serviceEmail}}. More information is available at {{proWebsite}}.',
        ],
      },
    ],
  },

  loginPrivacy: {
    title: 'Login and OTP Privacy Notice',
    updated: '27 November 2026',
    sections: [
      {
        heading: 'About this notice',
        body: [
          'This notice explains what happens to your data when you log in to or sign up for {{proName}}. It adds to our Privacy Policy, which describes all the data we collect and your rights.',
        ],
      },
      {
        heading: 'Your mobile number',
        body: [
          'You log in with your Indian mobile number. We use it to identify your account, to send you a one-time password (OTP) and to send service messages about your application and loan. If the number is new to us, an account is created for it when you first log in.',
        ],
      },
      {
        heading: 'The one-time password',
        body: [
          'We send a 4-digit code by SMS to the number you entered. The code is valid for a few minutes and can be used only once; after a few wrong tries it stops working and you need a new one.',
          'We store the code only as a secure hash, never the code itself. The record of each code we send, hash included, is deleted within two days.',
          'Never share your OTP with anyone, including people who say they are from {{proName}} or {{lenderName}}. Our staff will never ask you for it.',
        ],
      },
      {
        heading: 'Limits and security checks',
        body: [
          'To protect your account and stop misuse of SMS, there is a short wait between two codes, a daily limit on codes for each number and a limit on wrong attempts.',
          'If activity looks unusual, for example many wrong codes, or codes requested for many numbers from one device, your phone may be asked to complete a short automatic check that you are human (it does some calculation for about a second; nothing is read from the phone), and we may slow down or pause login for that number or network for a short time. Wrong passwords pause only password login, never login by code. A pause ends on its own; you can also contact customer service.',
          'For these checks we record the time and result of each attempt, your IP address and, for each login session, the browser or app version it came from (its user agent). We keep these records only as long as needed for security and fraud prevention.',
        ],
      },
      {
        heading: 'Staying signed in',
        body: [
          'After you log in, a session token is stored on your device, in the browser’s local storage and in a cookie, so that you do not have to log in on every visit. For each session we keep when it started and was last used, the browser and system it came from, and the first part of your network address (never the full address), so that you can see where you are signed in. The session ends when it expires or when you sign out, and our record of it is deleted 30 days later.',
          'To sign out, open Profile, then Settings, and tap Sign out; Devices and sessions there lists every device where you are signed in and signs out any of them. On a shared device, always sign out when you finish. If you think someone else has used your account, sign that device out, set or change your password (we send a code to your phone first), which signs you out on every other device, and contact customer service straight away.',
        ],
      },
      {
        heading: 'Service SMS',
        body: [
          'By continuing, you agree to receive SMS about your login codes, application, loan and repayments; these messages are part of the service. We send promotional messages only if you agree to them separately, and you can stop them at any time.',
        ],
      },
      {
        heading: 'More information',
        body: [
          'For full details of what we collect, how long we keep it, whom we share it with and your rights, read the {{proName}} Privacy Policy. For questions, write to {{serviceEmail}}. For complaints, contact a Grievance Officer: {{grievanceContacts}}.',
        ],
      },
    ],
  },

  terms: {
    title: 'Terms and Conditions',
    updated: '27 November 2026',
    sections: [
      {
        heading: 'About these terms',
        body: [
          'These terms govern your use of the {{proName}} app and website and any loan you apply for through them. {{termsOperator}}',
          'By creating an account you accept these terms and our Privacy Policy. Each loan is also governed by the loan agreement, the sanction letter and the Key Fact Statement (KFS) that you sign for it; where they differ from these terms, the loan documents prevail.',
        ],
      },
      {
        heading: 'Who can apply',
        body: [
          'You can apply if you are at least 18 years old, an Indian citizen resident in India, have an annual income of at least Rs 25,000, and hold a valid Aadhaar, a PAN and a bank account in your own name.',
          'You must give true, complete and current information and apply only for yourself. Applications with false information or someone else’s documents are rejected and may be reported as the law requires.',
        ],
      },
      {
        heading: 'Our loans',
        body: [
          'Personal loan: Rs 2,000 to Rs 30,000, at a daily interest rate of 0.04% to 0.06%.',
          'Salary loan, for salaried borrowers: Rs 5,000 to Rs 60,000, at a daily interest rate of 0.04% to 0.05%.',
          'Terms range from 3 to 12 months. The amount, term and rate offered to you depend on the Lender’s assessment of your application and credit history and are confirmed in your sanction letter. Approval is at the Lender’s discretion, and you do not have to use an approved amount.',
        ],
      },
      {
        heading: 'Key Fact Statement and cost of the loan',
        body: [
          'Before you sign, the app shows you the Key Fact Statement for your loan. It states the loan amount, term, interest, every fee, the amount you will receive, the repayment schedule, the total amount payable and the Annual Percentage Rate (APR), which is the all-in yearly cost of the loan, including interest and fees.',
          'No fee or charge that is not stated in the KFS will be charged to you. Read the KFS, the loan agreement and the sanction letter before you sign; you can view them again at any time under Agreements in the app.',
        ],
      },
      {
        heading: 'Fees and GST',
        body: [
          'The service fee, the credit report fee and any other fees listed in the KFS are deducted from the loan amount at disbursal, and GST at 18% is charged on these fees. The amount credited to your bank account is therefore the loan amount minus these deductions, as shown in the KFS and on the withdrawal confirmation screen.',
          'Interest is charged only on the principal you still owe, for the days it is outstanding. Coupons, where offered, reduce the amount payable as described in their terms; each coupon can be used only once.',
        ],
      },
      {
        heading: 'Cooling-off (look-up) period',
        body: [
          'After disbursal you have a cooling-off (look-up) period of {{coolingOffHours}} hours, as your KFS states, in which you may exit the loan without any penalty. To do so, open the loan’s bill in the app and tap “End the loan now” within that period, and repay the principal and the interest for the days you had the money (the proportionate cost of the loan), never more than repaying the whole loan at that moment. The one-time fees and their GST deducted at disbursal, disclosed in the KFS, are not refunded: RBI’s Digital Lending Directions allow a disclosed processing fee to be retained.',
          'After the look-up period you may still repay the whole loan early at any time, and you then pay interest only up to the day of repayment.',
        ],
      },
      {
        heading: 'Repayment',
        body: [
          'Repay the amount due on or before the due date shown in the app and in your sanction letter. Pay only into the Lender’s bank account or through the payment options shown in the app, which credit the Lender’s account directly. Never pay an individual or any account that is not shown in the app, even if the person says they are our agent.',
          'You may repay the whole loan or any part of it at any time, with no foreclosure charge. Repaying the whole loan, you pay interest only up to the day of payment. A part payment beyond what is due goes to principal, and from that day interest runs on the principal you still owe. An instalment paid before its due date is paid as scheduled, never more than repaying the whole loan that day.',
          'If you pay by bank transfer, enter the 12-digit UTR (transaction reference number) in the app so that your payment can be matched. The loan is closed when the full amount due has been received, and you will receive a confirmation.',
          'Repaying on time can unlock higher amounts and longer terms. An outstanding loan must be repaid before you can withdraw a new one.',
        ],
      },
      {
        heading: 'Extension (rollover)',
        body: [
          'Where the Lender offers it, you may extend the due date of a loan by paying, on the day, the interest to date, any penal charges owed and the extension fee with any GST, as your KFS states. Interest at the loan’s rate runs on the principal for the added days and is due with the instalment on its new due date. The length of the extension, each of these amounts, the total cost and the new due date are shown in the app before you pay, and are confirmed to you in writing. You may extend at most as many times in a row as your KFS states, until an instalment is paid.',
          'During the extension no late charges apply and the principal stays the same. Extension is optional and not guaranteed; you can always repay in full instead.',
        ],
      },
      {
        heading: 'Late payment',
        body: [
          'If you do not pay on time, the loan becomes overdue and the Lender may levy penal charges at the rate stated in your KFS. Under the RBI directions on penal charges in loan accounts (in force since 2024), these are charges, not penal interest: they are not added to the principal, no interest is charged on them and they do not compound.',
          'Late payment is reported to credit information companies and can lower your credit score and make it harder to borrow in future. We will remind you by SMS, app notification or call before and after the due date.',
        ],
      },
      {
        heading: 'Recovery and fair practices',
        body: [
          'Recovery follows the Lender’s Fair Practices Code and RBI rules. Before a recovery agent contacts you, you will be told the agent’s name and details by SMS or email, and anyone who contacts you about recovery will identify themselves and the Lender.',
          'Neither we nor any agent will threaten, abuse or harass you, call you before 08:00 or after 19:00, contact your references, family or employer to shame you or disclose your debt, or use or publish your photos or personal data to pressure you.',
          'If you are treated unfairly, report it to the Grievance Officer named below.',
        ],
      },
      {
        heading: 'Documents and disbursal',
        body: [
          'The Lender’s name, {{lenderName}}, appears on your loan agreement, sanction letter, KFS, receipts and every communication about your loan. Copies of your signed documents are available to you in the app at any time.',
          'The loan is paid directly from the Lender’s account into the bank account in your own name that you verified in the app; it never passes through an account of {{proName}} or of any third party. If disbursal fails because the bank details are wrong, you will be asked to correct them before the date shown in the app.',
        ],
      },
      {
        heading: 'Your account',
        body: [
          'Keep your phone and your OTPs safe; you are responsible for activity on your account after a successful login. Tell us straight away if you suspect misuse.',
          'You may ask customer service to delete your account at any time. The account is deleted once all loans are repaid, and records the law requires are retained as described in the Privacy Policy.',
          'We may suspend or close an account that is used for fraud or in breach of these terms.',
        ],
      },
      {
        heading: 'Changes to these terms',
        body: [
          'We may change these terms, for example when the law or our services change, and will tell you about material changes in the app in advance. Changes do not alter a loan you have already signed for, except where the law requires.',
        ],
      },
      {
        heading: 'Governing law',
        body: [
          'These terms and your loan are governed by the laws of India. Subject to the grievance redressal process below, disputes are decided by the competent courts in India.',
        ],
      },
      {
        heading: 'Grievance redressal',
        body: [
          'For any question or problem, contact customer service from 09:00 to 18:00 every day through the app or at {{serviceEmail}}.',
          'If you are not satisfied, write to a Grievance Redressal Officer: {{grievanceContacts}}. Your KFS names them too. We resolve complaints within 30 days.',
          'If your complaint is not resolved within 30 days, or you are not satisfied with the reply, you may complain under the Reserve Bank – Integrated Ombudsman Scheme, 2021 at https://cms.rbi.org.in or by calling 14448. To check that a lender is regulated by the RBI, or to report one that is not, use the RBI’s Sachet portal at https://sachet.rbi.org.in.',
        ],
      },
    ],
  },
};
