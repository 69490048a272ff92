import type { FaqTexts } from './types';

/**
 * The FAQ in English. `{{name}}` is a live figure from the configuration and
 * the pricing (faq-facts.ts), so the answers never drift from the rules.
 * Names of buttons and pages are the app's own (apps/web/src/i18n).
 */
export const enFaq: FaqTexts = {
  categories: {
    applying: 'Applying & KYC',
    loan: 'Loan & fees',
    disbursal: 'Disbursal',
    repayment: 'Repayment',
    extension: 'Extension',
    account: 'Account & security',
    coupons: 'Coupons & referrals',
  },
  words: {
    gstOn: { all_fees: 'on these fees', service_fee: 'on the service fee' },
    extensionGst: { all_fees: ', plus GST at {{gstPercent}}% on the fee', service_fee: '' },
  },
  entries: {
    'apply-who': {
      question: 'Who can apply, and what do I need?',
      answer: [
        'You can apply if you are an Indian citizen aged {{minAge}} or over with an annual income of at least {{minIncome}}.',
        'Keep ready your Aadhaar card, your PAN card, your employment details and a bank account in your own name. You will also take a photo of yourself holding your Aadhaar card.',
        'Salaried applicants are offered a salary loan; everyone else a personal loan.',
      ],
    },
    'apply-time': {
      question: 'How long do the application and the review take?',
      answer: [
        'The application takes about 5 minutes, and changing your details about 2 minutes. Your answers are saved as you go, so you can stop and continue later.',
        'After you submit, we review your application within {{reviewMinutes}} minutes. The decision comes as a message in the app and an SMS.',
      ],
    },
    'apply-photos': {
      question: 'Why was my Aadhaar or face photo not accepted?',
      answer: [
        'The Aadhaar photo must show all four corners of the card, be sharp and have no glare or reflection. Lay the card on a flat, dark surface in good light.',
        'The face photo must show you holding your own Aadhaar card, with your face and the card both clearly visible.',
        'If the review says identity verification failed, Home asks you to retake the photos it names. Submit again and the review starts over.',
      ],
    },
    'apply-rejected': {
      question: 'My application was not approved. Can I apply again?',
      answer: [
        'An application may not be approved because of a low credit score, age, incorrect details, a poor repayment history or no credit history yet. Home shows the reason.',
        'You can apply again after {{reapplyDays}} days. Home shows the date from which you can reapply.',
      ],
    },
    'loan-amounts': {
      question: 'How much can I borrow, and for how long?',
      answer: [
        'Personal loans: {{personalMin}} to {{personalMax}}, at a daily interest rate of {{personalRateMin}}% to {{personalRateMax}}%. Salary loans: {{salaryMin}} to {{salaryMax}}, at {{salaryRateMin}}% to {{salaryRateMax}}% a day.',
        'Terms run from {{termMin}} to {{termMax}} months. A first loan is for {{termMin}} months; after a loan repaid on time, My Loan can offer you a higher limit and a term {{termStep}} months longer.',
        'Your approved limit and daily rate show on Home after the review. You can borrow any amount within the limit, or leave it unused.',
      ],
    },
    'loan-fees': {
      question: 'What fees are deducted from my loan?',
      answer: [
        'When the money is sent we deduct a service fee of {{serviceFeePercent}}% of the amount, a credit score reporting fee of {{creditReportFee}} and a ticket fee of {{ticketFee}}, plus GST at {{gstPercent}}% {{gstOn}}. A withdrawal coupon reduces these charges.',
        'Example: on a loan of {{exampleAmount}} the fees are {{exampleFees}} and the GST {{exampleGst}}, so {{exampleReceived}} reaches your bank account. You repay the {{exampleAmount}} borrowed, plus interest.',
        'The withdrawal confirmation and the Key Fact Statement show every charge and the APR before you sign. Nothing else is charged unless you pay late (see Repayment).',
      ],
    },
    'loan-interest': {
      question: 'How is interest calculated?',
      answer: [
        'Interest is charged for each day on the principal you still owe, at your loan’s daily rate. At {{exampleRate}}% a day, {{exampleAmount}} costs {{exampleDailyInterest}} a day.',
        'You repay in instalments every {{installmentDays}} days: an equal part of the principal each time, with the interest for that period. A {{termMin}}-month loan has {{exampleInstalments}} instalments.',
        'Repaying early saves interest. Repay the whole loan and you pay interest only up to the day you repay. A part payment beyond what is due goes to the principal, and from that day interest runs on the lower principal you still owe. An instalment paid before its due date is paid as scheduled, with its whole interest, but never more than repaying the whole loan that day. There is no prepayment charge.',
      ],
    },
    'loan-kfs': {
      question: 'What is the Key Fact Statement (KFS)?',
      answer: [
        'The Key Fact Statement sums up your loan on one page, as the Reserve Bank of India requires: the amount, every fee and the GST, what reaches your bank, the instalments, the Annual Percentage Rate (APR), the penal charges and the cooling-off period.',
        'The APR counts the interest and all the fees, so you can compare loans fairly.',
        'Before the money is sent you read and agree to the Loan Agreement and the Sanction Letter, and sign them. You receive the signed copies.',
      ],
    },
    'loan-second': {
      question: 'Can I take another loan while one is open?',
      answer: [
        'No, one loan at a time. While a loan is open the app says "Please repay first; outstanding orders exist." Repay it, then withdraw again from Home.',
        'Repaying on time unlocks higher amounts and longer terms. Nothing changes until you accept the offer on My Loan.',
      ],
    },
    'disbursal-time': {
      question: 'When will I receive the money?',
      answer: [
        'As soon as you have signed, we send the money to your bank account. It usually arrives within minutes, and always within 24 hours.',
        'You get a message and an SMS with the amount and the 12-digit UTR (bank reference) of the transfer; your bank statement shows the same UTR.',
      ],
    },
    'disbursal-failed': {
      question: 'The payment to my bank failed. What do I do?',
      answer: [
        'If your bank refuses the transfer (a wrong or closed account, for example), the app says "Bank card info incorrect, payment failed" and gives a date. Open the loan from My Loan and enter the correct bank details; they must differ from the old ones.',
        'We then send the money again. If the details are not corrected within {{payoutFixHours}} hours, the loan is cancelled and your limit is free again. You owe nothing on a loan that was never paid out.',
      ],
    },
    'disbursal-cooling-off': {
      question: 'I changed my mind. Can I cancel the loan?',
      answer: [
        'Yes. Within {{coolingOffHours}} hours of receiving the money (the cooling-off period) you can end the loan without any penalty: you repay the amount borrowed and the interest for the days you held it, never more than paying in full at that moment. The one-time fees and GST deducted at payout are not refunded (RBI allows a processing fee disclosed in the KFS to be retained).',
        'Open My Loan, tap the loan, then "End the loan now" on the bill, and pay by UPI or the payment gateway. If you need help, contact customer service within the same {{coolingOffHours}} hours.',
        'The one-time fees and GST shown in the Key Fact Statement are not refunded.',
      ],
    },
    'repay-how': {
      question: 'How do I repay my loan?',
      steps: [
        'Open My Loan and tap your loan. Its bill shows what is due and when.',
        'Tap Repay and choose what to pay: today’s bill, the full amount or a part amount.',
        'Pay by UPI: scan the QR code or open your UPI app and pay, then enter the 12-digit UTR from the payment details. Or choose the payment gateway and pay by debit card or net banking.',
        'We confirm the payment with the bank, usually within minutes. The bill and your repayment records then show it.',
        'Need more time? Tap Extend on the bill to move the due date {{extensionDays}} days later.',
        'Changed your mind within {{coolingOffHours}} hours of receiving the money? Tap "End the loan now" on the bill, or contact customer service within that time.',
      ],
      answer: [
        'Pay only inside the app, to the UPI ID it shows ({{vpa}}) or the payment gateway, never to a person.',
      ],
    },
    'repay-utr': {
      question: 'What is a UTR and where do I find it?',
      answer: [
        'The UTR (Unique Transaction Reference) is the 12-digit number your bank gives every UPI payment. Your UPI app shows it in the payment’s details, often as "UPI Ref No." or "UTR".',
        'Enter all 12 digits: a repayment needs a 12-digit UTR or it fails. Each UTR can be used for one repayment only.',
      ],
    },
    'repay-pending': {
      question: 'I paid, but my loan still shows unpaid. What now?',
      answer: [
        'While we confirm your payment with the bank, the bill shows "Repayment in progress". This usually takes a few minutes.',
        'If the payment cannot be found (a mistyped UTR, for example), you get a message and can try again with the right UTR. If money left your account and the loan still shows unpaid after a day, write to {{serviceEmail}} with the UTR and a screenshot of the payment.',
      ],
    },
    'repay-early': {
      question: 'Can I repay early, or pay only a part?',
      answer: [
        'Yes. Pay in full at any time: the principal, interest up to today and any penal charges. Future interest is waived and there is no foreclosure charge.',
        'You can also pay any part amount. It goes to the oldest instalment first: penal charges, then interest, then principal. What goes to principal ahead of its due date lowers the interest after it: from that day interest runs on the principal you still owe, and the bill shows the new figures at once.',
        "Today's bill paid before its due date pays the instalment as scheduled, with its whole interest, but never more than paying in full that day: when it would cost as much, it is paying in full, with interest only up to today.",
      ],
    },
    'repay-late': {
      question: 'What happens if I pay late?',
      answer: [
        'An instalment not paid by its due date is overdue. Late interest (a penal charge) of {{penalPercent}}% a day runs on the principal and interest it still owes, never on other penal charges. A one-time penalty fee of {{penaltyFee}} is added on its first overdue day.',
        'Late payments are reported to credit bureaus and lower your credit score, which makes future loans harder to get.',
        'We remind you 3 days and 1 day before the due date and on the day itself. If you cannot pay in full, consider an extension, and talk to customer service early.',
      ],
    },
    'extension-what': {
      question: 'What is an extension?',
      answer: [
        'An extension (rollover) moves your due date {{extensionDays}} days later, counted from the due date, or from today if the bill is already overdue. Your principal stays the same and no overdue charges apply in the extended period.',
        'To extend, you pay the interest up to today, any penal charges and an extension fee of {{extensionFeePercent}}% of the principal you owe{{extensionGst}}.',
        'Your later instalments move by the same number of days and keep their spacing.',
        'Interest keeps running on your principal for the added days and is due with the instalment on its new due date. Before you pay, the app shows what you pay now, that interest and the total cost of the extension.',
        'You can extend at most {{maxExtensions}} times in a row; paying an instalment starts the count again.',
      ],
    },
    'extension-how': {
      question: 'How do I extend my loan?',
      steps: [
        'Open My Loan, tap your loan, then tap Extend on the bill.',
        'Check the extension amount and the new due date, choose UPI or the payment gateway, and pay.',
        'Once the payment is confirmed, the bill shows the new due date.',
      ],
      answer: ['You can extend again later in the same way, or repay in full at any time.'],
    },
    'account-otp': {
      question: 'I did not get the login code (OTP). What can I do?',
      answer: [
        'The code has {{otpLength}} digits and works for {{otpMinutes}} minutes. Check the number you entered and your SMS inbox. You can ask for a new code after {{resendSeconds}} seconds, up to {{otpDailyLimit}} codes a day.',
        'After too many wrong tries, login pauses for a while to protect your account ("Security mechanism triggered, please wait."). You can also set a password in Profile > Settings and log in with it.',
      ],
    },
    'account-bank': {
      question: 'How do I change my bank account?',
      answer: [
        'The money is sent to the bank account in your application. If a payment to it fails, the app asks you for new details, which must differ from the old ones.',
        'To use another account for your next loan, write to customer service at {{serviceEmail}} before you withdraw.',
      ],
    },
    'account-delete': {
      question: 'How do I delete my account?',
      answer: [
        'Open Profile > Settings > Delete account and send the request, or write to {{serviceEmail}}. Customer service deletes the account within 30 days and tells you when it is done.',
        'An account with an open loan cannot be deleted: repay it first. Records the law requires a lender to keep, such as your loans and repayments, are kept; everything else is erased.',
      ],
    },
    'account-safety': {
      question: 'How do you keep my data and money safe?',
      answer: [
        'Your Aadhaar, PAN and bank account numbers are stored encrypted, and the app shows only their last digits. We ask only for what the loan needs.',
        'Our staff will never ask for your OTP, UPI PIN or password. Repay only inside the app, to {{lenderName}}’s UPI ID {{vpa}} or through the payment gateway, never to a person.',
      ],
    },
    'account-language': {
      question: 'How do I change the language?',
      answer: [
        'Open Profile > Language and choose English, हिन्दी or 中文. Your messages, SMS and loan documents then come in the same language.',
      ],
    },
    'account-complaint': {
      question: 'How do I make a complaint?',
      answer: [
        'Write to customer service at {{serviceEmail}} ({{hours}} IST, every day). If you are not satisfied with the answer, write to our Grievance Officer, {{grievanceName}}, at {{grievanceEmail}}.',
        'If your complaint is not resolved within {{ombudsmanDays}} days, or you are not satisfied with the reply, you can complain to the RBI Ombudsman under the RBI Integrated Ombudsman Scheme at {{rbiCms}}.',
      ],
    },
    'coupons-kinds': {
      question: 'How do coupons work?',
      answer: [
        'There are two kinds: app platform coupons take money off a repayment, and withdrawal coupons take money off the fees of a new loan. Profile > Coupons lists yours.',
        'Each coupon can be used once, before it expires, on a payment of at least its minimum amount. Otherwise the app says "Unavailable coupon: usable only once, and not usable now if the required amount was not paid."',
        'If a repayment made with a coupon fails, the coupon comes back to you.',
      ],
    },
    'coupons-welcome': {
      question: 'What is the welcome coupon?',
      answer: [
        'When your application is approved you get a withdrawal coupon of {{welcomeCoupon}} for loans of {{welcomeMin}} or more, valid for {{welcomeDays}} days. The withdrawal confirmation applies it for you.',
      ],
    },
    'coupons-home-screen': {
      question: 'How do I get the home-screen coupon?',
      answer: [
        'Add {{proName}} to your phone’s home screen when the app offers it, and you get an app platform coupon of {{homeScreenCoupon}}, once per customer.',
        'It takes {{homeScreenCoupon}} off a repayment of any amount and is valid for {{homeScreenDays}} days.',
      ],
    },
    'coupons-referral': {
      question: 'How do I earn by inviting friends?',
      answer: [
        'Open Profile > Invite friends and share your link or code. When a friend who joins with it takes a loan, you both earn coupons.',
        'Rewards arrive in Profile > Coupons. The Invite friends page shows how much you earn and every reward so far.',
      ],
    },
  },
};
