import { css } from '@emotion/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatPackDto } from '../../core/contract/api';
import { checkSeatAddress, seatAddress } from '../../core/session/seats';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';
import { useCore } from '../hooks/use-core';

const form = css`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: 12px;
  button {
    margin-top: 30px;
  }
  @media (max-width: 599px) {
    grid-template-columns: 1fr;
    button {
      margin-top: 0;
    }
  }
`;

/**
 * The buyer's "share a seat" form: the address is checked here (empty, malformed, the buyer's
 * own), then a confirmation names it and the seats still free before `onShare` asks the server.
 */
export function SeatShareForm({
  pack,
  onShare,
}: {
  pack: SeatPackDto;
  onShare(email: string): Promise<boolean>;
}) {
  const core = useCore();
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkSeatAddress(email, core.auth.user.value?.email ?? '');
    setError(problem ? t(`profile.seatErrors.${problem}`) : undefined);
    if (problem) return;
    const address = seatAddress(email);
    core.ui.showAlert({
      title: t('profile.shareConfirmTitle'),
      text: t('profile.shareConfirmText', {
        email: address,
        free: pack.seats - pack.holders.length,
        seats: pack.seats,
      }),
      buttons: [
        { label: t('profile.cancel') },
        {
          label: t('profile.shareButton'),
          primary: true,
          action: () => {
            setBusy(true);
            void onShare(address)
              .then((shared) => shared && setEmail(''))
              .finally(() => setBusy(false));
          },
        },
      ],
    });
  }

  return (
    <form css={form} onSubmit={submit} noValidate aria-label={t('profile.shareTitle')}>
      <TextField
        label={t('profile.shareEmail')}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" busy={busy}>
        {t('profile.shareButton')}
      </Button>
    </form>
  );
}
