/** Lazy area "base" (SPEC §2): library, search and the other screens of the default layout. */
export { LibraryScreen } from '../screens/library/library-screen';
export { SearchScreen } from '../screens/search/search-screen';
