import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { SeatPackDto } from '../../../core/contract/api';
import { formatDate } from '../../../core/format/date';
import { Card, Chip } from '../../components/card';
import { deviceName } from './device-name';

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
 * A licence pack for its buyer: who holds a seat now and every share and withdrawal with the
 * device it came from, so seats handed out with a stolen token do not go unnoticed.
 */
export function SeatsPanel({ pack, name }: { pack: SeatPackDto; name: string }) {
  const { t } = useTranslation();
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
              </tr>
            </thead>
            <tbody>
              {pack.holders.map((holder) => (
                <tr key={holder.email}>
                  <td>{holder.email}</td>
                  <td>{formatDate(holder.since)}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
