// The legal pages as one lazy chunk, behind one loader in the route table (docs/decisions/006).
export { default as ConditionalTermsPage } from './conditional-terms';
export { default as LoginPrivacyPage } from './login-privacy';
export { default as PrivacyPage } from './privacy';
