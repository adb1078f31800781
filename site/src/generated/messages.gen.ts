// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

/** An interface language: a tag of app.yaml's `locales.available`. */
export type Locale =
  | 'en-US'
  | 'zh-CN';

/** Every key `t()` accepts; an unknown key is a type error. */
export type MessageKey =
  | 'app.address'
  | 'app.name'
  | 'carousel.goTo'
  | 'carousel.label'
  | 'carousel.next'
  | 'carousel.position'
  | 'carousel.previous'
  | 'errors.backHome'
  | 'errors.chunkText'
  | 'errors.chunkTitle'
  | 'errors.reload'
  | 'errors.unexpectedText'
  | 'errors.unexpectedTitle'
  | 'language.label'
  | 'nav.about-us'
  | 'nav.algorithm-capability'
  | 'nav.business-cooperation'
  | 'nav.cabinet'
  | 'nav.company-profile'
  | 'nav.contact-us'
  | 'nav.core-competence'
  | 'nav.counter'
  | 'nav.customers'
  | 'nav.desktop'
  | 'nav.epidemic-prevention'
  | 'nav.footer-about'
  | 'nav.footer-aiot'
  | 'nav.footer-algorithms'
  | 'nav.footer-cabinet'
  | 'nav.footer-campus'
  | 'nav.footer-card-dispenser'
  | 'nav.footer-city'
  | 'nav.footer-contact'
  | 'nav.footer-finance'
  | 'nav.footer-honours'
  | 'nav.footer-jobs'
  | 'nav.footer-join'
  | 'nav.footer-medical'
  | 'nav.footer-news'
  | 'nav.footer-partner'
  | 'nav.footer-products'
  | 'nav.footer-profile'
  | 'nav.footer-security'
  | 'nav.footer-solutions'
  | 'nav.footer-terminals'
  | 'nav.home'
  | 'nav.honours'
  | 'nav.join-us'
  | 'nav.machine'
  | 'nav.news'
  | 'nav.partner-programme'
  | 'nav.platform-capability'
  | 'nav.portable'
  | 'nav.products'
  | 'nav.recruitment'
  | 'nav.smart-campus'
  | 'nav.smart-city'
  | 'nav.smart-commerce'
  | 'nav.smart-finance'
  | 'nav.smart-medical'
  | 'nav.smart-security'
  | 'nav.solutions'
  | 'nav.transceiver'
  | 'notFound.requested'
  | 'notFound.sections'
  | 'search.label'
  | 'search.placeholder'
  | 'shell.address'
  | 'shell.copyright'
  | 'shell.footerNavigation'
  | 'shell.home'
  | 'shell.hotline'
  | 'shell.icp'
  | 'shell.loading'
  | 'shell.mainNavigation'
  | 'shell.openMenu'
  | 'shell.skipToContent'
  | 'shell.submenu';

/** The interface strings of one language. */
export type Catalogue = Readonly<Record<MessageKey, string>>;

/** The interface strings of the default language (en-US), compiled from spec/messages.yaml, app.yaml and navigation.yaml; they ship with the first view. */
export const defaultMessages: Catalogue = {
  'app.address': 'No. 1 Example Road, Nanhai District, Foshan, Guangdong, China',
  'app.name': 'Tianmu Intelligence',
  'carousel.goTo': 'Show slide {number}',
  'carousel.label': 'What we offer',
  'carousel.next': 'Next slide',
  'carousel.position': 'Slide {current} of {total}',
  'carousel.previous': 'Previous slide',
  'errors.backHome': 'Back to the home page',
  'errors.chunkText': 'The connection may have dropped, or the site was updated since you opened it. Reloading fetches the current version.',
  'errors.chunkTitle': 'This page could not be loaded',
  'errors.reload': 'Reload the page',
  'errors.unexpectedText': 'This page ran into a problem. Try again, or go back to the home page.',
  'errors.unexpectedTitle': 'Something went wrong',
  'language.label': 'Language',
  'nav.about-us': 'About Us',
  'nav.algorithm-capability': 'Algorithm Capability',
  'nav.business-cooperation': 'Business Cooperation',
  'nav.cabinet': 'Document Cabinet',
  'nav.company-profile': 'Company Profile',
  'nav.contact-us': 'Contact Us',
  'nav.core-competence': 'Core Competence',
  'nav.counter': 'Super Counter',
  'nav.customers': 'Customers',
  'nav.desktop': 'Desktop Card Dispenser',
  'nav.epidemic-prevention': 'Smart Epidemic Prevention',
  'nav.footer-about': 'About Us',
  'nav.footer-aiot': 'AIoT Platform',
  'nav.footer-algorithms': 'Algorithms',
  'nav.footer-cabinet': 'Document Cabinet',
  'nav.footer-campus': 'Smart Campus',
  'nav.footer-card-dispenser': 'Card Dispensers',
  'nav.footer-city': 'Smart City',
  'nav.footer-contact': 'Contact Us',
  'nav.footer-finance': 'Smart Finance',
  'nav.footer-honours': 'Honours',
  'nav.footer-jobs': 'Open Positions',
  'nav.footer-join': 'Join Us',
  'nav.footer-medical': 'Smart Medical',
  'nav.footer-news': 'Company News',
  'nav.footer-partner': 'Become a Partner',
  'nav.footer-products': 'Products',
  'nav.footer-profile': 'Company Profile',
  'nav.footer-security': 'Smart Security',
  'nav.footer-solutions': 'Solutions',
  'nav.footer-terminals': 'Intelligent Terminals',
  'nav.home': 'Home',
  'nav.honours': 'Honours and Qualifications',
  'nav.join-us': 'Join Us',
  'nav.machine': 'Form-Filling Machine',
  'nav.news': 'News',
  'nav.partner-programme': 'Partner Programme',
  'nav.platform-capability': 'Platform Capability',
  'nav.portable': 'Portable Card Dispenser',
  'nav.products': 'Products',
  'nav.recruitment': 'Recruitment',
  'nav.smart-campus': 'Smart Campus',
  'nav.smart-city': 'Smart City',
  'nav.smart-commerce': 'Smart Commerce',
  'nav.smart-finance': 'Smart Finance and Banking',
  'nav.smart-medical': 'Smart Medical',
  'nav.smart-security': 'Smart Security',
  'nav.solutions': 'Solutions',
  'nav.transceiver': 'Transceiver',
  'notFound.requested': 'Requested address: {path}',
  'notFound.sections': 'Main sections',
  'search.label': 'Search the site',
  'search.placeholder': 'Search',
  'shell.address': 'Address',
  'shell.copyright': '© {year} Tianmu Intelligence. All rights reserved.',
  'shell.footerNavigation': 'Site map',
  'shell.home': 'Tianmu Intelligence, home page',
  'shell.hotline': 'Business hotline',
  'shell.icp': 'ICP filing',
  'shell.loading': 'Loading…',
  'shell.mainNavigation': 'Main navigation',
  'shell.openMenu': 'Menu',
  'shell.skipToContent': 'Skip to main content',
  'shell.submenu': '{label}: show the pages',
};

/** The other languages, each its own chunk, loaded before they are shown (page words are in ./pages). */
export const otherMessages: Readonly<Record<Exclude<Locale, 'en-US'>, () => Promise<{ readonly messages: Catalogue }>>> = {
  'zh-CN': () => import('./locales/zh-CN.gen'),
};
