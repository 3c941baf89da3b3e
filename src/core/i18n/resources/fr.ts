import type { Resource } from './en';

export const fr: Resource = {
  app: {
    name: 'choir coach',
    tagline: "L'application d'apprentissage pour cheffes et chefs de chœur",
    version: 'Version {{version}}',
    commit: 'Build {{sha}}',
  },
  login: {
    failed: 'Échec de la connexion - veuillez vérifier vos identifiants et réessayer.',
    tooMany: 'Trop de tentatives de connexion. Veuillez patienter quelques minutes et réessayer.',
    busy: 'Le serveur est très sollicité en ce moment. Veuillez réessayer dans quelques secondes.',
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
    serverText: "Le serveur n'a pas pu traiter la demande. Veuillez réessayer plus tard.",
    invalidAttribute: "L'attribut {{attribute}} de <{{tag}}> n'est pas un JSON valide et a été ignoré.",
    ok: 'Ok',
    noConnection: 'Pas de connexion !',
    licenceExpiredTitle: 'Licence expirée',
    licenceExpiredText:
      "La licence de l'application a expiré le {{date}}. Vos éditions dans « Mes œuvres », vos téléchargements et les leçons d'aperçu gratuites restent disponibles. Renouvelez la licence pour rouvrir tous les thèmes.",
    licenceRenew: 'Renouveler la licence',
    licenceExpiringText:
      'Votre licence se termine le {{date}}. Renouvelez-la à temps pour garder l’accès à tous les contenus.',
    downloadNotPossible:
      "L'édition n'est plus disponible. Le nombre maximal de téléchargements a été atteint ou la période de validité du lien de téléchargement a expiré. Veuillez contacter notre service client.",
    contactSupport: 'Contacter le service client',
    downloadFailed:
      "Désolé, l'édition n'a pas pu être téléchargée. Il n'y a peut-être pas assez de mémoire disponible sur votre appareil. Vous avez utilisé {{usage}} sur {{quota}}.",
    requestPersistentStorage: 'Garder mes téléchargements sur cet appareil',
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
