/**
 * An integrator's TypeScript against the published typings (the package's own `exports`, after
 * the build): `tsc -p tests/types` fails when a tag, property, method or event detail loses its type.
 */
import { type ChoirLoginEvent, type ChoirPlayerElement, whenDefined } from 'choir-coach';

const player = document.querySelector('choir-player');
if (player) {
  player.articleId = '10001';
  player.preview = true;
  // @ts-expect-error preview is a boolean property
  player.preview = 'yes';
  // @ts-expect-error user is read-only
  player.user = null;
}

document.addEventListener('choir-login', (event) => {
  const email: string = event.detail.user.email;
  console.log(email);
});
document.addEventListener('choir-logout', (event) => {
  const reason: 'user' | 'expired' = event.detail.reason;
  console.log(reason);
});
document.addEventListener('choir-error', (event) => {
  const code: string = event.detail.code;
  // @ts-expect-error the status is a number
  const status: string = event.detail.status;
  console.log(code, status);
});
document.addEventListener('choir-navigate', (event) => {
  if (event.detail.path.startsWith('/de/player/')) event.preventDefault();
});
document.addEventListener('choir-purchase-request', (event) => console.log(event.detail.articleId));

async function signOutEverywhere(): Promise<void> {
  const Login = await whenDefined('choir-login');
  const login: HTMLElementTagNameMap['choir-login'] = document.querySelector('choir-login') ?? new Login();
  await login.signOut();
  // @ts-expect-error the player has no signOut
  await (document.querySelector('choir-player') as ChoirPlayerElement).signOut();
}

export function onLogin(handler: (event: ChoirLoginEvent) => void) {
  document.addEventListener('choir-login', handler);
  void signOutEverywhere();
}

// React JSX typings of the tags.
export const jsx = (
  <>
    <choir-player article-id="10001" preview locale="de" />
    {/* @ts-expect-error preview is a boolean attribute */}
    <choir-player article-id="10001" preview="yes" />
  </>
);
