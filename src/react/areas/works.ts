/** Lazy area "works": My works (catalogue, purchases, downloads); the player is its own area. */
export { WorksScreen } from '../works/works-screen';
