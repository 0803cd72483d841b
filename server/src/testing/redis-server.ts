import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';

/**
 * A throw-away Redis for integration tests: Debian's redis-server (or valkey-server), in memory,
 * on a port of 3680-3689 (this project's test ports), stopped and started again at will so a test
 * can take Redis away. `available` is false on a machine without it (.ci/run installs it).
 */
const BINARIES = ['redis-server', 'valkey-server'];

function binary(): string | undefined {
  return BINARIES.find((name) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0);
}

export const redisServerAvailable = binary() !== undefined;

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export class TestRedis {
  #process: ChildProcess | undefined;

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const command = binary();
    if (!command) throw new Error('redis-server is not installed');
    if (await answers(this.port)) throw new Error(`port ${this.port} is taken`);
    this.#process = spawn(
      command,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (await answers(this.port)) return this;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('redis-server did not start');
  }

  async stop(): Promise<void> {
    const child = this.#process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.#process = undefined;
  }
}
