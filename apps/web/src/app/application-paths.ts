/**
 * The application's pages (spec §3), the checklist first, with their page
 * components. Plain data with no imports: the routes, the native app's route
 * events and the end-to-end runs (screenshots, axe) all read this one list.
 */
export const APPLICATION_PAGES = [
  ['/authIndex', 'AuthIndexPage'],
  ['/identityInfo', 'IdentityInfoPage'],
  ['/identityVerification', 'IdentityVerificationPage'],
  ['/baseInfo', 'BaseInfoPage'],
  ['/basicInformation', 'BasicInformationPage'],
  ['/addressList', 'AddressListPage'],
  ['/liveInformation', 'LiveInformationPage'],
  ['/contact', 'ContactPage'],
  ['/contactInformation', 'ContactInformationPage'],
  ['/bankInfo', 'BankInfoPage'],
] as const;

export const APPLICATION_PATHS = APPLICATION_PAGES.map(([path]) => path);
