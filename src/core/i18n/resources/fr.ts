import type { Resource } from './en';

export const fr: Resource = {
  app: {
    name: 'choir coach',
    tagline: "L'application d'apprentissage pour cheffes et chefs de chœur",
    version: 'Version {{version}}',
    commit: 'Build {{sha}}',
  },
  login: {
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
    failed: 'Échec de la connexion - veuillez vérifier vos identifiants et réessayer.',
    tooMany: 'Trop de tentatives de connexion. Veuillez patienter quelques minutes et réessayer.',
    success: 'Connecté en tant que {{name}}',
    close: 'Fermer',
  },
  nav: {
    start: 'Accueil',
    library: 'Ma collection',
    login: 'Connexion',
    logout: 'Déconnexion',
    profile: 'Profil',
    search: 'Recherche',
    myWorks: 'Mes œuvres',
    about: 'À propos',
    faq: 'FAQ',
    dataprotection: 'Protection des données',
    imprint: 'Mentions légales',
    settings: 'Paramètres',
    debug: 'Debug',
    back: 'Retour',
    menu: 'Menu',
  },
  start: {
    welcome: 'Bienvenue, {{name}} !',
    welcomeBack: 'Bon retour, {{name}} !',
    signedInAs: 'Vous êtes connecté en tant que {{email}}.',
  },
  errors: {
    networkTitle: 'Erreur réseau',
    networkText: "Une erreur réseau s'est produite. La connexion n'a pas pu être établie.",
    ok: 'Ok',
    noConnection: 'Pas de connexion !',
    licenceExpiredTitle: 'Licence expirée',
    licenceExpiredText:
      "La licence de l'application a expiré. Veuillez la renouveler pour accéder à nouveau à tous les contenus.",
    licenceRenew: 'Renouveler la licence',
    licenceExpiringText:
      'Votre licence se termine le {{date}}. Renouvelez-la à temps pour garder l’accès à tous les contenus.',
    downloadNotPossible:
      "L'édition n'est plus disponible. Le nombre maximal de téléchargements a été atteint ou la période de validité du lien de téléchargement a expiré. Veuillez contacter notre service client.",
    contactSupport: 'Contacter le service client',
    downloadFailed:
      "Désolé, l'édition n'a pas pu être téléchargée. Il n'y a peut-être pas assez de mémoire disponible sur votre appareil. Vous avez utilisé {{usage}} sur {{quota}}.",
    requestPersistentStorage: 'Demander un stockage persistant',
    missingFiles:
      "Certains fichiers n'ont pas été téléchargés entièrement. Le téléchargement doit être refait.",
    notPurchasedTitle: 'Oups !',
    notPurchasedText:
      "Vous n'avez pas accès à ce thème. Achetez une licence dans notre boutique en ligne pour continuer à apprendre.",
    toWebshop: 'Vers la boutique',
    noMatch: "Malheureusement, nous n'avons trouvé aucun résultat",
    emptyLibrary: "Vous n'avez encore rien ajouté à votre collection.",
    alreadyBought: 'Vous avez déjà acheté cette édition.',
  },
  voices: { soprano: 'Soprano', alto: 'Alto', tenore: 'Ténor', basso: 'Basse' },
  languages: { de: 'Deutsch', en: 'English', fr: 'Français' },
};
