/** Lazy area "player": one edition's score and recordings (the score renderer loads only here). */
export { openRouteEdition, PlayerScreen } from '../player/player-screen';
