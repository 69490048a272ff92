import { randomUUID } from 'node:crypto';
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
/** Payloads of the listeners' own heartbeats: never handed to a listener (other instances hear them too). */
const HEARTBEAT = '~heartbeat:';

export interface ListenOptions {
  /**
   * How often the connection notifies itself and must have heard the
   * previous beat: a connection that went silent without an error (a network
   * cut leaves the socket open for hours) counts as lost within two beats.
   */
  heartbeatMs?: number;
}

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
  options: ListenOptions = {},
): Promise<Unlisten> {
  const heartbeatMs = options.heartbeatMs ?? 5_000;
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let beat: NodeJS.Timeout | undefined;
  let delay = RETRY_FIRST_MS;

  const dropped = (connection: pg.Client, why: string) => {
    if (client !== connection) return; // an older connection's late error
    client = undefined;
    clearInterval(beat);
    listener.lost();
    connection.end().catch(() => undefined);
    if (stopped) return;
    warn(`LISTEN ${channel} lost (${why}); reconnecting in ${delay} ms`);
    retry = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, RETRY_MOST_MS);
  };

  async function connect(): Promise<void> {
    // Named, so an operator (and a test) can tell it in pg_stat_activity.
    const connection = new pg.Client({ connectionString, application_name: `${channel} listener` });
    client = connection;
    connection.on('error', (err) => dropped(connection, err.message));
    connection.on('end', () => dropped(connection, 'connection ended'));
    let unheard: string | undefined;
    let beats = 0;
    const beatId = `${HEARTBEAT}${randomUUID()}:`;
    connection.on('notification', (message) => {
      const payload = message.payload ?? '';
      if (message.channel !== channel) return;
      if (payload === unheard) unheard = undefined;
      if (!payload.startsWith(HEARTBEAT)) listener.notify(payload);
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
    beat = setInterval(() => {
      if (unheard !== undefined) {
        dropped(connection, `its heartbeat went unheard for ${heartbeatMs} ms`);
        return;
      }
      beats += 1;
      unheard = `${beatId}${beats}`;
      connection
        .query('select pg_notify($1, $2)', [channel, unheard])
        .catch((err: Error) => dropped(connection, err.message));
    }, heartbeatMs);
    beat.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(beat);
    const connection = client;
    client = undefined;
    listener.lost();
    await connection?.end().catch(() => undefined);
  };
}
