import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const de: TextShape<typeof en> = {
  signIn: {
    title: 'Willkommen bei choir coach',
    subtitle: 'Melden Sie sich mit der E-Mail-Adresse und dem Passwort Ihres Webshop-Kontos an.',
    // As in the required message of requirements R5.1 ("Email ist erforderlich!").
    email: 'Email',
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
    success: 'Angemeldet als {{name}}',
    signedInTitle: 'Sie sind angemeldet',
    signedInText: 'Angemeldet als {{name}} ({{email}}).',
    openApp: 'choir coach öffnen',
  },
};
