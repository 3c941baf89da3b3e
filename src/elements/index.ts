/** Registers every element of choir coach. */
export { ChoirApp } from './choir-app';
export { ChoirLearnElement } from './choir-learn-element';
export { ChoirLogin } from './choir-login';
export { ChoirOptions } from './choir-options';
export { ChoirPlayer } from './choir-player';
export { ChoirStart } from './choir-start';
export { ChoirTools } from './choir-tools';
export { ChoirWorks } from './choir-works';
export { ChoirDownloadEvent } from './events/choir-download-event';
export { ChoirErrorEvent } from './events/choir-error-event';
export { ChoirLoginEvent } from './events/choir-login-event';
export { ChoirLogoutEvent } from './events/choir-logout-event';
export { ChoirNavigateEvent } from './events/choir-navigate-event';
export { ChoirProgressEvent } from './events/choir-progress-event';
export { ChoirPurchaseRequestEvent } from './events/choir-purchase-request-event';
export { ChoirSeatChangeEvent } from './events/choir-seat-change-event';
export { ChoirSettingsChangeEvent } from './events/choir-settings-change-event';
