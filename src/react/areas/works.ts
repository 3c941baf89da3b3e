/** Lazy area "works": My works (catalogue, purchases, downloads); the player is its own area. */
export { WorksScreen } from '../screens/works/works-screen';
