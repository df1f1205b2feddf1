// The shell's pages and its catch-all redirect load together, on demand: one chunk keeps the entry's preload map small.
export { DashboardPage } from './dashboard/DashboardPage';
export { SettingsPage } from './settings/SettingsPage';
export { ContactPage } from './contact/ContactPage';
export { LegacyRedirect } from '../shell/nav/LegacyRedirect';
