import { shellMessages } from '../i18n/messages';
export function ConfigErrorPage({ message }: { message: string }) {
  const t = shellMessages.useT();
  return (
    <main style={{ padding: 24 }}>
      <h1>{t('setupTitle')}</h1>
      <p>{t('setupText')}</p>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{message}</pre>
    </main>
  );
}
