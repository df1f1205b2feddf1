// The loader moved to the shell (src/shell/loader); the application's pages keep importing it from here.
export { FullPageLoader, WAIT_MESSAGE_KEYS, type FullPageLoaderProps } from '../shell/loader/FullPageLoader';
