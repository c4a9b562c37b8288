import { isIP } from 'node:net';
import { resolve } from 'node:path';

/** The server's settings, read once from the environment. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** The built site (Vite's output). */
  readonly distDir: string;
  /** Where the embedded database, mail outbox and lock files live. */
  readonly varDir: string;
  /** Proxies whose X-Forwarded-* headers are trusted: IPs or CIDRs (Fastify's trustProxy). */
  readonly trustProxy: readonly string[];
  readonly logLevel: string;
}

/** Thrown for a setting that cannot be used; the message names the variable and what it expects. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new ConfigError(`${name} must be a port number (0-65535), got "${value}"`);
  return n;
}

/** An IP address, optionally with a prefix length valid for its family. */
function isIpOrCidr(item: string): boolean {
  const [ip = '', prefix, ...rest] = item.split('/');
  const family = isIP(ip);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

function cidrList(value: string | undefined, name: string): string[] {
  if (value === undefined || value.trim() === '') return [];
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = items.find((item) => !isIpOrCidr(item));
  if (bad !== undefined)
    throw new ConfigError(`${name} must be a comma-separated list of IPs or CIDRs, got "${bad}"`);
  return items;
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Reads the configuration from environment variables (documented in README.md).
 *
 * @param env - the environment, `process.env` by default
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LEVELS.includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got "${logLevel}"`);
  return {
    port: port(env.PORT, 8080, 'PORT'),
    host: env.HOST ?? 'localhost',
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    varDir: resolve(env.VAR_DIR ?? 'var'),
    trustProxy: cidrList(env.TRUST_PROXY, 'TRUST_PROXY'),
    logLevel,
  };
}
