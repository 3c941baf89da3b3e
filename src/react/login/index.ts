/** The sign-in feature as other features use it (the shell's login route). */
export { LoginScreen, type LoginScreenProps } from './login-screen';
