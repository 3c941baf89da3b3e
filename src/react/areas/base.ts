/** Lazy area "base" (SPEC §2): the screens of the default layout outside start, topic and lesson. */
export { DebugScreen } from '../screens/debug/debug-screen';
export { AboutScreen, DataProtectionScreen, FaqScreen, ImprintScreen } from '../screens/info/info-screen';
export { LibraryScreen } from '../screens/library/library-screen';
export { ProfileScreen } from '../screens/profile/profile-screen';
export { SearchScreen } from '../screens/search/search-screen';
export { ToolsRouteScreen } from '../screens/tools/tools-route-screen';
