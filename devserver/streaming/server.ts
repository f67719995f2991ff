/**
 * The /streaming websocket endpoint.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { State } from '../store/state';
import { StreamConnection } from './connection';

export class StreamingServer {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sockets = new Set<WebSocket>();

  constructor(private readonly state: State) {}

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://x');
    const tokenValue =
      url.searchParams.get('i') ?? (req.headers.authorization?.startsWith('Bearer ') ? req.headers.authorization.slice(7) : null);
    const token = tokenValue ? this.state.token(tokenValue) : undefined;
    const me = token ? this.state.user(token.userId) : undefined;
    if (tokenValue && (!token || !me || me.isSuspended)) {
      socket.write('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      socket.destroy();
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      this.sockets.add(ws);
      ws.on('close', () => this.sockets.delete(ws));
      new StreamConnection(ws, this.state, me ?? null, token ?? null);
    });
  }

  /** Close every socket abruptly (fault injection: a dropped connection). */
  dropAll(): void {
    for (const ws of this.sockets) ws.terminate();
    this.sockets.clear();
  }

  close(): void {
    this.dropAll();
    this.wss.close();
  }
}
