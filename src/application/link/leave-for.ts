/** Leaves the app for another address (the link provider's consent screen), as a full page load. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
