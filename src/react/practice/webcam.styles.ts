/** Styles of the camera in the webcam panel: its overlay, its picture, its messages and settings. */
import { css, keyframes } from '@emotion/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const overlayBox = css`
  position: absolute;
  z-index: 1;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: var(--choir-radius-small);
  border: 2px solid color-mix(in srgb, var(--choir-color-on-media) 90%, transparent);
  box-shadow: var(--choir-shadow-raised);
  background: var(--choir-color-media);
  cursor: grab;
  touch-action: none;
  &:active {
    cursor: grabbing;
  }
`;

export const cameraVideo = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const mirroredVideo = css`
  transform: scaleX(-1);
`;

export const starting = css`
  position: absolute;
  inset: 0;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: 8px;
  padding: 8px;
  color: var(--choir-color-on-media);
  font-size: 0.875rem;
  text-align: center;
  p {
    margin: 0;
  }
`;

export const message = css`
  display: grid;
  align-content: center;
  justify-items: start;
  gap: 6px;
  padding: 16px 18px;
  border: 1px solid var(--choir-color-border);
  border-radius: var(--choir-radius-small);
  background: var(--choir-color-background);
  color: var(--choir-color-text);
  font-size: 0.9375rem;
  strong {
    font-size: 1.0625rem;
  }
  p {
    margin: 0 0 6px;
    max-width: 60ch;
  }
`;

export const errorMessage = css`
  border-color: var(--choir-color-danger);
  background: var(--choir-color-danger-soft);
  strong {
    color: var(--choir-color-danger);
  }
`;

export const spinner = css`
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 3px solid color-mix(in srgb, var(--choir-color-on-media) 30%, transparent);
  border-top-color: var(--choir-color-on-media);
  animation: ${spin} 0.9s linear infinite;
`;

export const controls = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 20px;
  padding-top: 12px;
  label {
    display: grid;
    gap: 2px;
    min-width: 150px;
    flex: 1 1 150px;
    max-width: 240px;
  }
`;

export const banner = css`
  padding-top: 12px;
`;

export const corners = css`
  display: flex;
  align-items: center;
  gap: 6px;
  border: none;
  margin: 0;
  padding: 0;
  legend {
    float: left;
    margin-right: 4px;
    padding: 0;
  }
`;
