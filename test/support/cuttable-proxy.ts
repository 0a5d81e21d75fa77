import net from 'node:net';

/** One connection through the proxy: its two sockets, and whether it went silent for good. */
interface Link {
  sockets: [net.Socket, net.Socket];
  stranded: boolean;
}

/**
 * A TCP proxy in front of the test database that the test can cut (every connection dropped, the
 * port refusing new ones) and restore on the same port, freeze, or strand: the database "goes
 * down" for the app only.
 */
export class CuttableProxy {
  private server?: net.Server;
  private readonly links = new Set<Link>();
  port = 0;

  /** While frozen, bytes are held, as by a stopped server or a black-holed network. */
  frozen = false;

  /** Chunks sent either way on stranded connections, which never arrive. */
  lostChunks = 0;

  async open(): Promise<void> {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    this.server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      const link: Link = { sockets: [client, upstream], stranded: false };
      this.links.add(link);
      // One side closing or failing closes the other: the connection is gone.
      const close = () => {
        this.links.delete(link);
        client.destroy();
        upstream.destroy();
      };
      for (const socket of link.sockets) socket.on('close', close).on('error', close);
      this.forward(client, upstream, link);
      this.forward(upstream, client, link);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /**
   * Every connection open now goes silent for good, its bytes lost both ways while its sockets
   * stay open (a failover, or a network that drops the connection without a word); new
   * connections get through, to the database that took over.
   */
  strand(): void {
    for (const link of this.links) link.stranded = true;
  }

  private forward(from: net.Socket, to: net.Socket, link: Link): void {
    from.on('data', (chunk: Buffer) => {
      if (link.stranded) this.lostChunks++;
      else if (!this.frozen) to.write(chunk);
    });
  }

  async cut(): Promise<void> {
    for (const link of this.links) for (const socket of link.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  url(): string {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }
}
