import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../core/format/currency';
import { formatDate, formatDay } from '../../core/format/date';
import type { Purchase } from '../../core/store/purchases-store';

const table = css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 10px 8px;
    border-bottom: 1px solid var(--choir-color-border);
    text-align: left;
    vertical-align: top;
  }
  th {
    color: var(--choir-color-muted);
    font-weight: 600;
    font-size: 0.875rem;
  }
  /* Order numbers, amounts and dates stay whole; the article's name wraps. */
  td:not(.article) {
    white-space: nowrap;
  }
  .amount {
    text-align: right;
  }
  .none {
    color: var(--choir-color-muted);
  }
  /* A phone: each payment is a block, every value under its name (the header row's words). */
  @media (max-width: 599px) {
    font-size: 0.875rem;
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: auto 1fr;
      gap: 2px 12px;
      padding: 10px 0;
      border-bottom: 1px solid var(--choir-color-border);
    }
    td,
    td:not(.article) {
      display: contents;
      white-space: normal;
    }
    td::before {
      content: attr(data-label);
      color: var(--choir-color-muted);
    }
    td.article::before {
      content: none;
    }
    td.article > span {
      grid-column: 1 / -1;
      font-weight: 600;
    }
    .amount {
      text-align: left;
    }
  }
`;

/**
 * The profile's payments (requirements R2.18): what was bought, the order it came with and its price
 * (or the code or the seat that gave it), when, and until when; editions are bought for good.
 */
export function PaymentsTable({
  purchases,
  nameOf,
}: {
  purchases: readonly Purchase[];
  nameOf: (purchase: Purchase) => string;
}) {
  const { t } = useTranslation();
  const how = (purchase: Purchase) =>
    purchase.source === 'code'
      ? t('profile.viaCode')
      : purchase.source === 'seat'
        ? t('profile.viaSeat')
        : purchase.orderNumber;
  const label = {
    article: t('profile.article'),
    order: t('profile.order'),
    price: t('profile.price'),
    purchased: t('profile.purchased'),
    validTo: t('profile.validTo'),
  };
  return (
    <table css={table}>
      <thead>
        <tr>
          <th scope="col">{label.article}</th>
          <th scope="col">{label.order}</th>
          <th scope="col" className="amount">
            {label.price}
          </th>
          <th scope="col">{label.purchased}</th>
          <th scope="col">{label.validTo}</th>
        </tr>
      </thead>
      <tbody>
        {purchases.map((purchase) => (
          <tr key={purchase.articleId}>
            <td className="article" data-label={label.article}>
              <span>{nameOf(purchase)}</span>
            </td>
            <td data-label={label.order}>
              <span className={how(purchase) ? undefined : 'none'}>{how(purchase) ?? '–'}</span>
            </td>
            <td className="amount" data-label={label.price}>
              {purchase.priceCents === null ? (
                <span className="none">{t('profile.notPaid')}</span>
              ) : (
                <span>{formatCents(purchase.priceCents)}</span>
              )}
            </td>
            <td data-label={label.purchased}>
              <span>{formatDate(purchase.date)}</span>
            </td>
            <td data-label={label.validTo}>
              <span>{purchase.permanent ? t('profile.permanent') : formatDay(purchase.validUntil)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
