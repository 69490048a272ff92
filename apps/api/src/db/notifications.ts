import pg from 'pg';

/**
 * Who hears a NOTIFY channel. `live` and `lost` bracket the time in which
 * every notification committed is heard: whatever a subscriber keeps because
 * of what it hears must be dropped on `lost` (notifications sent while the
 * connection was down are gone) and trusted again only after `live`.
 */
export interface ChannelListener {
  notify(payload: string): void;
  live(): void;
  lost(): void;
}

export type Unlisten = () => Promise<void>;

const RETRY_FIRST_MS = 250;
const RETRY_MOST_MS = 10_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other
 * queries), reconnecting with backoff after a restart or failover. Errors
 * never escape: until the connection is back the listener is simply not live.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  listener: ChannelListener,
  warn: (message: string) => void,
): Promise<Unlisten> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_FIRST_MS;

  const dropped = (connection: pg.Client, why: string) => {
    if (client !== connection) return; // an older connection's late error
    client = undefined;
    listener.lost();
    connection.end().catch(() => undefined);
    if (stopped) return;
    warn(`LISTEN ${channel} lost (${why}); reconnecting in ${delay} ms`);
    retry = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, RETRY_MOST_MS);
  };

  async function connect(): Promise<void> {
    const connection = new pg.Client({ connectionString });
    client = connection;
    connection.on('error', (err) => dropped(connection, err.message));
    connection.on('end', () => dropped(connection, 'connection ended'));
    connection.on('notification', (message) => {
      if (message.channel === channel) listener.notify(message.payload ?? '');
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      dropped(connection, err instanceof Error ? err.message : String(err));
      return;
    }
    if (client !== connection || stopped) return;
    delay = RETRY_FIRST_MS;
    listener.live();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const connection = client;
    client = undefined;
    listener.lost();
    await connection?.end().catch(() => undefined);
  };
}
