/**
 * The vendor scripts that maps and place search share, loaded once per page. Only provider folders import this,
 * and they are loaded with import(), so nothing here reaches a page that does not use the vendor.
 */
export { configureGoogleMaps, importGoogleLibrary, onGoogleAuthFailure } from './googleMaps';
export { BING_MAPS_SCRIPT_URL, loadBingMaps, loadBingModule } from './bingMaps';
