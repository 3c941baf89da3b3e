import { css } from '@emotion/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatPackDto } from '../../core/contract/api';
import type { SeatChange } from '../../core/events/core-events';
import { formatDate } from '../../core/format/date';
import { createSeatCalls, type SeatProblem, seatProblem } from '../../core/session/seats';
import { Button } from '../components/button';
import { Card, Chip } from '../components/card';
import { useCore } from '../hooks/use-core';
import { deviceName } from './device-name';
import { SeatShareForm } from './seat-share-form';

const section = css`
  h3 {
    margin: 20px 0 8px;
    font-size: 1rem;
  }
  p {
    margin: 0 0 12px;
  }
  .muted {
    color: var(--choir-color-muted);
  }
`;

const problemText = css`
  margin: 12px 0 0;
  color: var(--choir-color-danger);
  font-weight: 600;
`;

const table = css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid var(--choir-color-border);
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    color: var(--choir-color-muted);
    font-weight: 600;
    font-size: 0.875rem;
  }
  td:last-of-type {
    text-align: right;
  }
`;

const history = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 9.5em 1fr;
    gap: 2px 12px;
    padding: 8px 0;
    border-bottom: 1px solid var(--choir-color-border);
    overflow-wrap: anywhere;
  }
  time,
  .device {
    color: var(--choir-color-muted);
    font-size: 0.875rem;
  }
  .device {
    grid-column: 2;
  }
  @media (max-width: 599px) {
    li {
      grid-template-columns: 1fr;
    }
    .device {
      grid-column: 1;
    }
  }
`;

/**
 * A licence pack for its buyer: share a seat by e-mail, withdraw one (both confirmed), who holds a
 * seat now and every share and withdrawal with the device it came from, so seats handed out with a
 * stolen token do not go unnoticed. `onChanged` reloads the pack after each change.
 */
export function SeatsPanel({
  pack,
  name,
  onChanged,
}: {
  pack: SeatPackDto;
  name: string;
  onChanged(): void;
}) {
  const core = useCore();
  const { t } = useTranslation();
  const seats = useMemo(() => createSeatCalls(core), [core]);
  const [problem, setProblem] = useState<{ kind: SeatProblem; email: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function change(run: () => Promise<SeatChange>, email: string): Promise<boolean> {
    setProblem(null);
    try {
      const done = await run();
      core.ui.showToast(t(done.action === 'share' ? 'profile.shareDone' : 'profile.withdrawDone', { email }));
      return true;
    } catch (error) {
      setProblem({ kind: seatProblem(error), email });
      return false;
    } finally {
      // A refused change may still mean the pack moved on (another device shared the last seat).
      onChanged();
    }
  }

  function confirmWithdraw(email: string) {
    core.ui.showAlert({
      title: t('profile.withdrawConfirmTitle'),
      text: t('profile.withdrawConfirmText', { email }),
      color: 'danger',
      buttons: [
        { label: t('profile.cancel') },
        {
          label: t('profile.withdrawButton'),
          primary: true,
          action: () => {
            setBusy(email);
            void change(() => seats.withdraw(pack.articleId, email), email).finally(() => setBusy(null));
          },
        },
      ],
    });
  }

  return (
    <Card
      title={`${t('profile.seats')}: ${name}`}
      actions={
        <Chip tone="primary">{t('profile.seatsUsed', { used: pack.holders.length, seats: pack.seats })}</Chip>
      }
    >
      <div css={section}>
        <p className="muted">{t('profile.seatsHint')}</p>
        {pack.holders.length === 0 ? (
          <p>{t('profile.noHolders')}</p>
        ) : (
          <table css={table}>
            <thead>
              <tr>
                <th scope="col">{t('profile.holder')}</th>
                <th scope="col">{t('profile.since')}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {pack.holders.map((holder) => (
                <tr key={holder.email}>
                  <td>{holder.email}</td>
                  <td>{formatDate(holder.since)}</td>
                  <td>
                    <Button
                      variant="secondary"
                      busy={busy === holder.email}
                      aria-label={t('profile.withdrawLabel', { email: holder.email })}
                      onClick={() => confirmWithdraw(holder.email)}
                    >
                      {t('profile.withdrawButton')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <h3>{t('profile.shareTitle')}</h3>
        <p className="muted">{t('profile.shareHint')}</p>
        <SeatShareForm
          pack={pack}
          onShare={(email) => change(() => seats.share(pack.articleId, email), email)}
        />
        {problem && (
          <p role="alert" css={problemText}>
            {t(`profile.seatErrors.${problem.kind}`, { email: problem.email })}
          </p>
        )}
        {pack.log.length > 0 && (
          <>
            <h3>{t('profile.history')}</h3>
            <ul css={history} aria-label={t('profile.history')}>
              {pack.log.map((entry) => (
                <li key={`${entry.at}-${entry.action}-${entry.email}`}>
                  <time dateTime={entry.at}>{formatDate(entry.at)}</time>
                  <span>
                    {t(entry.action === 'share' ? 'profile.shared' : 'profile.withdrawn', {
                      email: entry.email,
                    })}
                  </span>
                  <span className="device">{t('profile.fromDevice', { device: deviceName(t, entry) })}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Card>
  );
}
