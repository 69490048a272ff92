// The help and support pages as one lazy chunk, behind one loader in the route table (docs/decisions/006).

export { default as AboutUsPage } from './about-us';
export { default as CustomerServicePage } from './customer-service';
export { default as FaqPage } from './faq';
export { default as FaqDetailPage } from './faq-detail';
export { default as HelpCenterPage } from './help-center';
