/** Lazy area "works": my works and the player (the score, audio and downloads load only here). */
export { PlayerScreen } from '../screens/player/player-screen';
export { WorksScreen } from '../screens/works/works-screen';
