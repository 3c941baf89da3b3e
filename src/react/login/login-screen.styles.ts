import { css } from '@emotion/react';

export const layout = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
  /* The whole card on a 1280 × 800 screen, under the language switch. */
  min-height: min(calc(100vh - 110px), 720px);
  background: var(--choir-color-surface);
  border-radius: var(--choir-radius);
  overflow: hidden;
  box-shadow: var(--choir-shadow);
  @media (max-width: 859px) {
    grid-template-columns: 1fr;
    min-height: 0;
    border-radius: 0;
    box-shadow: none;
  }
`;

export const brand = css`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: 32px;
  padding: 40px;
  color: var(--choir-color-on-brand);
  background:
    radial-gradient(circle at 80% 10%, color-mix(in srgb, var(--choir-color-on-brand) 16%, transparent), transparent 45%),
    linear-gradient(155deg, var(--choir-color-brand) 0%, var(--choir-color-brand-deep) 100%);
  h2 {
    margin: 0;
    font-size: 1.625rem;
    line-height: 1.25;
    max-width: 20ch;
  }
  p {
    margin: 8px 0 0;
    opacity: 0.88;
    max-width: 36ch;
  }
  @media (max-width: 859px) {
    padding: 20px 20px 24px;
    gap: 12px;
    svg[viewBox='0 0 320 280'],
    .brand-copy {
      display: none;
    }
  }
`;

export const formPanel = css`
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: 48px clamp(20px, 6vw, 72px);
  @media (max-width: 859px) {
    padding: 28px 20px 36px;
  }
`;

export const heading = css`
  margin: 0 0 8px;
  font-size: clamp(1.5rem, 2.4vw, 2rem);
  line-height: 1.2;
  letter-spacing: -0.01em;
`;

export const subtitle = css`
  margin: 0 0 28px;
  color: var(--choir-color-muted);
`;

export const form = css`
  display: grid;
  gap: 18px;
  max-width: 420px;
`;

export const formRow = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  font-size: 0.9375rem;
`;

export const failure = css`
  margin: 0;
  padding: 12px 14px;
  border-radius: var(--choir-radius-small);
  background: var(--choir-color-danger-soft);
  color: var(--choir-color-danger);
  font-weight: 500;
`;

export const footerLinks = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin-top: 28px;
  padding-top: 20px;
  border-top: 1px solid var(--choir-color-border);
  max-width: 420px;
  font-size: 0.9375rem;
`;

export const toggle = css`
  min-width: 44px;
  height: 40px;
  border: none;
  border-radius: 6px;
  background: transparent;
  color: var(--choir-color-muted);
  cursor: pointer;
  &:hover {
    color: var(--choir-color-text);
    background: var(--choir-color-primary-soft);
  }
`;

export const offer = css`
  display: block;
  margin: 4px 0 12px;
  padding: 10px 12px;
  border-radius: var(--choir-radius-small);
  background: var(--choir-color-success-soft);
  color: var(--choir-color-success);
  font-weight: 600;
`;
