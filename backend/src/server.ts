import { createApp } from './app';

const port = Number(process.env.TILES_PORT_BACKEND ?? process.env.PORT ?? 4000);
const server = createApp();
server.listen(port, () => console.log(`[backend] GraphQL on http://localhost:${port}/graphql`));
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.close(() => process.exit(0)));
