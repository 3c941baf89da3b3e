import type { TextShape } from '../define-texts';

/**
 * English texts. The key set of this file is the contract: de and fr must provide every key
 * (checked by the compiler through {@link Resource}). Texts quoted in docs/requirements.md are word for word.
 */
export const en = {
  app: {
    name: 'choir coach',
    tagline: 'The learning app for choir conductors',
    version: 'Version {{version}}',
    commit: 'Build {{sha}}',
  },
  login: {
    failed: 'Login failed - please check your credentials and try again.',
    tooMany: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    busy: 'The server is busy at the moment. Please try again in a few seconds.',
    close: 'Close',
  },
  nav: {
    start: 'Start',
    library: 'My library',
    login: 'Login',
    logout: 'Logout',
    profile: 'Profile',
    search: 'Search',
    myWorks: 'My works',
    about: 'About',
    faq: 'FAQ',
    dataprotection: 'Data protection',
    imprint: 'Imprint',
    settings: 'Settings',
    debug: 'Debug',
    back: 'Back',
    menu: 'Menu',
  },
  start: {
    welcome: 'Welcome, {{name}}!',
    welcomeBack: 'Welcome back, {{name}}!',
    signedInAs: 'You are signed in as {{email}}.',
  },
  errors: {
    networkTitle: 'Network error',
    networkText: 'A network error occurred. The connection could not be established.',
    serverText: 'The server could not handle the request. Please try again later.',
    invalidAttribute: 'The attribute {{attribute}} of <{{tag}}> is not valid JSON and was ignored.',
    ok: 'Ok',
    noConnection: 'No connection!',
    licenceExpiredTitle: 'Licence expired',
    licenceExpiredText: 'Your app licence has expired. Please renew it to regain access to all content.',
    licenceRenew: 'Renew licence',
    licenceExpiringText: 'Your licence ends on {{date}}. Renew it in time to keep access to all content.',
    downloadNotPossible:
      'The edition is no longer available. The maximum number of downloads has been reached or the timeframe during which the download link is active has expired. Please contact our customer Support.',
    contactSupport: 'Contact support',
    downloadFailed:
      'Sorry, the edition could not be downloaded. There may not be enough memory available on your device. You have used up {{usage}} of {{quota}}.',
    requestPersistentStorage: 'Request persistent storage',
    missingFiles: 'Some files have not been downloaded completely. The download must be done again.',
    notPurchasedTitle: 'Ups!',
    notPurchasedText:
      'You do not have access to this topic. Buy a license in our webshop to continue learning.',
    toWebshop: 'To the webshop',
    noMatch: 'Unfortunately we could not find a match',
    emptyLibrary: 'You have not added anything to your collection yet.',
    alreadyBought: 'You have already bought this edition.',
  },
  voices: { soprano: 'Soprano', alto: 'Alto', tenore: 'Tenor', basso: 'Bass' },
  languages: { de: 'Deutsch', en: 'English', fr: 'Français' },
};

export type Resource = TextShape<typeof en>;
