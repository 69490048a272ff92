// The yardstick: a bare Fastify route with no database, run beside the API.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`Listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`);
