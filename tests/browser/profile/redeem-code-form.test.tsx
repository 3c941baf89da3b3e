/// <reference types="mocha" />
import { ProfileScreen } from '../../../src/react/profile/profile-screen';
import {
  button,
  mount,
  resetSession,
  stubApi,
  text,
  type,
  unmountAll,
  waitFor,
  worksApi,
} from '../support/works-helpers';

describe('the profile’s redeem form', () => {
  let api: ReturnType<typeof stubApi>;
  afterEach(() => {
    unmountAll();
    api?.restore();
  });

  it('says when there were too many wrong codes, with the minutes from Retry-After', async () => {
    resetSession(true, []);
    api = stubApi(async (url, init) =>
      url.pathname.includes('/unlock/')
        ? Response.json(
            { error: 'too-many-codes', message: '' },
            { status: 429, headers: { 'Retry-After': '60' } },
          )
        : worksApi([])(url, init),
    );
    const { shadow } = mount(ProfileScreen, { locale: 'en', params: {} });
    const form = await waitFor(() => shadow.querySelector('form'), 5000, 'the redeem form');
    const [article, code] = [...form.querySelectorAll<HTMLInputElement>('input')];
    type(article!, '10003');
    type(code!, 'GUESS-1');
    button(form, 'Redeem').click();
    await waitFor(
      () =>
        text(shadow.querySelector('[role="alert"]')) ===
        'Too many wrong codes. Please try again in 1 minute.',
      5000,
      'the too-many-codes message',
    );
  });
});
