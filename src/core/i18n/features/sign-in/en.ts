/** English texts of this feature: they define the keys (see ./index.ts). */
export const en = {
  signIn: {
    title: 'Welcome to choir coach',
    subtitle: 'Sign in with the e-mail address and password of your webshop account.',
    email: 'E-mail',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    forgotPassword: 'Forgot your password?',
    info: 'How do I sign in?',
    infoTitle: 'Signing in',
    infoText:
      'choir coach uses your account from our webshop. Sign in with the same e-mail address and password. If you have forgotten your password, you can reset it in the webshop.',
    noAccount: 'No account yet?',
    noAccountTitle: 'No account yet?',
    noAccountText:
      'Create a free account in our webshop. With a choir coach licence you get all topics, practice videos and tools; the first lesson is free to try.',
    noAccountOffer: 'Try the first lesson free of charge.',
    signUp: 'Create an account in the webshop',
    emailRequired: 'E-mail is required!',
    emailInvalid: 'Please enter a valid e-mail address.',
    passwordRequired: 'Passwort ist erforderlich!',
    success: 'Signed in as {{name}}',
    signedInTitle: 'You are signed in',
    signedInText: 'Signed in as {{name}} ({{email}}).',
    openApp: 'Open choir coach',
  },
};
