import { createApp } from './app';
import { catalogueSize } from './seed/products';

const port = Number(process.env.TILES_PORT_BACKEND ?? process.env.PORT ?? 4000);
// Settings are checked before anything starts: a wrong value is one readable line, not a stack trace.
try {
  catalogueSize();
} catch (err) {
  console.error(`[backend] ${(err as Error).message}`);
  process.exit(1);
}
const server = createApp();
server.listen(port, () => console.log(`[backend] GraphQL on http://localhost:${port}/graphql`));
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.close(() => process.exit(0)));
