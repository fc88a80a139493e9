export * from './types';
export {
  getSettings,
  updateSettings,
  resetSettings,
  reloadSettings,
  toggleBookmark,
  useLayoutSettings,
  SETTINGS_KEY,
  SKIN_KEY,
} from './settingsStore';
