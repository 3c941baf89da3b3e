/** Lazy area "base" (requirements R2.26): the screens of the default layout outside start, topic and lesson. */
export { DebugScreen } from '../info/debug-screen';
export { AboutScreen, DataProtectionScreen, FaqScreen, ImprintScreen } from '../info/info-screen';
export { LibraryScreen } from '../learning/library/library-screen';
export { SearchScreen } from '../learning/search/search-screen';
export { ToolsRouteScreen } from '../practice/tools-route-screen';
export { ProfileScreen } from '../profile/profile-screen';
