import type { Resource } from './en';

export const de: Resource = {
  app: {
    name: 'choir coach',
    tagline: 'Die Lern-App für Chorleiterinnen und Chorleiter',
    version: 'Version {{version}}',
    commit: 'Build {{sha}}',
  },
  login: {
    title: 'Willkommen bei choir coach',
    subtitle: 'Melden Sie sich mit der E-Mail-Adresse und dem Passwort Ihres Webshop-Kontos an.',
    email: 'E-Mail',
    password: 'Passwort',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft…',
    forgotPassword: 'Passwort vergessen?',
    info: 'Wie melde ich mich an?',
    infoTitle: 'Anmeldung',
    infoText:
      'choir coach verwendet Ihr Konto aus unserem Webshop. Melden Sie sich mit derselben E-Mail-Adresse und demselben Passwort an. Wenn Sie Ihr Passwort vergessen haben, können Sie es im Webshop zurücksetzen.',
    noAccount: 'Noch kein Konto?',
    noAccountTitle: 'Noch kein Konto?',
    noAccountText:
      'Legen Sie in unserem Webshop ein kostenloses Konto an. Mit einer choir-coach-Lizenz erhalten Sie alle Themen, Übungsvideos und Werkzeuge; die erste Lektion können Sie kostenlos ausprobieren.',
    noAccountOffer: 'Die erste Lektion kostenlos ausprobieren.',
    signUp: 'Konto im Webshop anlegen',
    emailRequired: 'Email ist erforderlich!',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    passwordRequired: 'Passwort ist erforderlich!',
    failed: 'Anmeldung fehlgeschlagen – bitte überprüfen Sie Ihre Zugangsdaten und versuchen Sie es erneut.',
    tooMany: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    success: 'Angemeldet als {{name}}',
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
    ok: 'Ok',
    noConnection: 'Keine Verbindung!',
    licenceExpiredTitle: 'Lizenz abgelaufen',
    licenceExpiredText:
      'Ihre App-Lizenz ist abgelaufen. Bitte erneuern Sie die Lizenz, um wieder Zugriff auf alle Inhalte zu erhalten.',
    licenceRenew: 'Lizenz erneuern',
    licenceExpiringText:
      'Ihre Lizenz endet am {{date}}. Erneuern Sie sie rechtzeitig, damit Sie weiter Zugriff auf alle Inhalte haben.',
    downloadNotPossible:
      'Die Ausgabe ist nicht mehr verfügbar. Die maximale Anzahl an Downloads wurde erreicht oder der Zeitraum, in dem der Download-Link aktiv ist, ist abgelaufen. Bitte wenden Sie sich an unseren Kundenservice.',
    contactSupport: 'Kundenservice kontaktieren',
    downloadFailed:
      'Die Ausgabe konnte leider nicht heruntergeladen werden. Möglicherweise ist auf Ihrem Gerät nicht genügend Speicher verfügbar. Sie haben {{usage}} von {{quota}} belegt.',
    requestPersistentStorage: 'Dauerhaften Speicher anfordern',
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
