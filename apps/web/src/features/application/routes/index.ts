// The application's pages as one lazy chunk: a borrower who opens one step goes
// through the others next, and one loader in the route table costs the entry
// chunk one dependency list instead of ten (docs/decisions/006).
export { default as AddressListPage } from './address-list';
export { default as AuthIndexPage } from './auth-index';
export { default as BankInfoPage } from './bank-info';
export { default as BaseInfoPage } from './base-info';
export { default as BasicInformationPage } from './basic-information';
export { default as ContactPage } from './contact';
export { default as ContactInformationPage } from './contact-information';
export { default as IdentityInfoPage } from './identity-info';
export { default as IdentityVerificationPage } from './identity-verification';
export { default as LiveInformationPage } from './live-information';
