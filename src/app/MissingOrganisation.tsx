/** Shown when the page has no organisation object: the app cannot start (platform §8). No brand is known, so no theme. */
export function MissingOrganisation() {
  return (
    <main style={{ fontFamily: 'Arial, sans-serif', maxWidth: 560, margin: '64px auto', padding: 16 }}>
      <h1>No private label data found</h1>
      <p role="alert">The application could not start because the organisation data is missing from this page.</p>
    </main>
  );
}
