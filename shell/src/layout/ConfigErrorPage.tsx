export function ConfigErrorPage({ message }: { message: string }) {
  return (
    <main style={{ padding: 24 }}>
      <h1>The store is being set up</h1>
      <p>We could not read the storefront configuration. Please try again in a moment.</p>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{message}</pre>
    </main>
  );
}
