import type { TextShape } from '../../define-texts';
import type { en } from './en';

export const fr: TextShape<typeof en> = {
  signIn: {
    title: 'Bienvenue sur choir coach',
    subtitle:
      "Connectez-vous avec l'adresse e-mail et le mot de passe de votre compte de la boutique en ligne.",
    email: 'E-mail',
    password: 'Mot de passe',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    forgotPassword: 'Mot de passe oublié ?',
    info: 'Comment me connecter ?',
    infoTitle: 'Connexion',
    infoText:
      'choir coach utilise votre compte de notre boutique en ligne. Connectez-vous avec la même adresse e-mail et le même mot de passe. Si vous avez oublié votre mot de passe, vous pouvez le réinitialiser dans la boutique.',
    noAccount: 'Pas encore de compte ?',
    noAccountTitle: 'Pas encore de compte ?',
    noAccountText:
      "Créez un compte gratuit dans notre boutique en ligne. Avec une licence choir coach, vous accédez à tous les thèmes, vidéos d'exercice et outils ; la première leçon est gratuite.",
    noAccountOffer: 'Essayez gratuitement la première leçon.',
    signUp: 'Créer un compte dans la boutique',
    emailRequired: "L'e-mail est requis!",
    emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
    passwordRequired: 'Le mot de passe est requis!',
    success: 'Connecté en tant que {{name}}',
    signedInTitle: 'Vous êtes connecté',
    signedInText: 'Connecté en tant que {{name}} ({{email}}).',
    openApp: 'Ouvrir choir coach',
  },
};
