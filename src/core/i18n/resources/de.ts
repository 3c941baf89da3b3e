import type { Resource } from './en';

export const de: Resource = {
  app: {
    name: 'choir coach',
    tagline: 'Die Lern-App für Chorleiterinnen und Chorleiter',
    version: 'Version {{version}}',
    commit: 'Build {{sha}}',
  },
  login: {
    failed: 'Anmeldung fehlgeschlagen – bitte überprüfen Sie Ihre Zugangsdaten und versuchen Sie es erneut.',
    tooMany: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    busy: 'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.',
    close: 'Schließen',
  },
  nav: {
    start: 'Start',
    library: 'Sammlung',
    login: 'Anmelden',
    logout: 'Abmelden',
    profile: 'Profil',
    search: 'Suche',
    myWorks: 'Meine Werke',
    about: 'Über uns',
    faq: 'FAQ',
    dataprotection: 'Datenschutz',
    imprint: 'Impressum',
    settings: 'Einstellungen',
    debug: 'Debug',
    back: 'Zurück',
    menu: 'Menü',
  },
  start: {
    welcome: 'Willkommen, {{name}}!',
    welcomeBack: 'Willkommen zurück, {{name}}!',
    signedInAs: 'Sie sind angemeldet als {{email}}.',
  },
  errors: {
    networkTitle: 'Netzwerkfehler',
    networkText: 'Es ist ein Netzwerkfehler aufgetreten. Die Verbindung konnte nicht hergestellt werden.',
    serverText: 'Der Server konnte die Anfrage nicht bearbeiten. Bitte versuchen Sie es später erneut.',
    invalidAttribute: 'Das Attribut {{attribute}} von <{{tag}}> ist kein gültiges JSON und wurde ignoriert.',
    ok: 'Ok',
    noConnection: 'Keine Verbindung!',
    licenceExpiredTitle: 'Lizenz abgelaufen',
    licenceExpiredText:
      'Ihre App-Lizenz ist am {{date}} abgelaufen. Ihre Ausgaben unter „Meine Werke“, Ihre Downloads und die kostenlosen Vorschau-Lektionen bleiben verfügbar. Erneuern Sie die Lizenz, um wieder alle Themen zu öffnen.',
    licenceRenew: 'Lizenz erneuern',
    licenceExpiringText:
      'Ihre Lizenz endet am {{date}}. Erneuern Sie sie rechtzeitig, damit Sie weiter Zugriff auf alle Inhalte haben.',
    downloadNotPossible:
      'Die Ausgabe ist nicht mehr verfügbar. Die maximale Anzahl an Downloads wurde erreicht oder der Zeitraum, in dem der Download-Link aktiv ist, ist abgelaufen. Bitte wenden Sie sich an unseren Kundenservice.',
    contactSupport: 'Kundenservice kontaktieren',
    downloadFailed:
      'Die Ausgabe konnte leider nicht heruntergeladen werden. Möglicherweise ist auf Ihrem Gerät nicht genügend Speicher verfügbar. Sie haben {{usage}} von {{quota}} belegt.',
    requestPersistentStorage: 'Downloads auf diesem Gerät behalten',
    missingFiles:
      'Einige Dateien wurden nicht vollständig heruntergeladen. Der Download muss erneut durchgeführt werden.',
    notPurchasedTitle: 'Ups!',
    notPurchasedText:
      'Sie haben keinen Zugriff auf dieses Thema. Erwerben Sie eine Lizenz in unserem Webshop, um weiterzulernen.',
    toWebshop: 'Zum Webshop',
    noMatch: 'Leider konnten wir keinen Treffer finden',
    emptyLibrary: 'Sie haben noch nichts zu Ihrer Sammlung hinzugefügt.',
    alreadyBought: 'Sie haben diese Ausgabe bereits gekauft.',
  },
  voices: { soprano: 'Sopran', alto: 'Alt', tenore: 'Tenor', basso: 'Bass' },
  languages: { de: 'Deutsch', en: 'English', fr: 'Français' },
};
