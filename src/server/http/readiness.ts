/**
 * What `/api/health/ready` asks before it says the server can take visitors. Ready means "this process can serve
 * the archive": the database answers. Other services a part of the server uses (Redis, the bucket) are added by
 * the part that opens them and reported by name, without making the server not ready: the archive's pages and
 * records are served without them (limits kept in the process while Redis is away; photos in the bucket not
 * shown, nor new ones kept, while it is away), and taking every process out of rotation for them would take the
 * whole site down.
 *
 *   app.readiness.add('redis', () => shared.ready(), { critical: false });
 *
 * A check passes when it resolves and fails when it throws (its message is logged, so keep it free of secrets)
 * or takes longer than its time limit. A critical check that fails makes the server not ready (503, so a load
 * balancer sends visitors elsewhere); only the database's is critical. A check's failure is logged when it starts
 * and its end when it ends, not at every probe (system.routes.ts).
 */
import type { FastifyInstance } from 'fastify';

export type ReadinessCheck = () => Promise<unknown> | unknown;

export interface ReadinessOptions {
  /** Does the server stop being ready when this fails? Default true. */
  critical?: boolean;
  /** How long the check may take before it counts as failed, in milliseconds. Default 2000. */
  timeoutMs?: number;
}

export interface CheckResult {
  name: string;
  ok: boolean;
  critical: boolean;
  /** Why it failed, in words for the operator. */
  error?: string;
  ms: number;
  /** Did it pass or fail at the run before this one when this one differs? (Its outage starts or ends.) */
  changed: boolean;
}

export interface ReadinessReport {
  ready: boolean;
  checks: CheckResult[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The readiness checks of this server (http/readiness.ts). */
    readiness: Readiness;
  }
}

function withTimeout(check: ReadinessCheck, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([Promise.resolve().then(check), late]).finally(() => clearTimeout(timer));
}

export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck & { options: Required<ReadinessOptions> }>();
  /** Each check's last result (a check not yet run counts as passing: its first failure is a change). */
  private readonly passed = new Map<string, boolean>();

  /** Add a check under a name of its own (a second check under one name is a mistake, and throws). */
  add(name: string, check: ReadinessCheck, options: ReadinessOptions = {}): void {
    if (!/^[a-z][a-z0-9_-]{0,39}$/.test(name))
      throw new Error(`Readiness check name "${name}" is not a plain name`);
    if (this.checks.has(name)) throw new Error(`Readiness check "${name}" is added twice`);
    this.checks.set(
      name,
      Object.assign(() => check(), {
        options: { critical: options.critical ?? true, timeoutMs: options.timeoutMs ?? 2000 },
      }),
    );
  }

  names(): string[] {
    return [...this.checks.keys()];
  }

  /** Run every check at once. */
  async run(): Promise<ReadinessReport> {
    const checks = await Promise.all(
      [...this.checks].map(async ([name, check]): Promise<CheckResult> => {
        const started = performance.now();
        const { critical, timeoutMs } = check.options;
        const result = (ok: boolean, error?: string): CheckResult => {
          const changed = (this.passed.get(name) ?? true) !== ok;
          this.passed.set(name, ok);
          const ms = Math.round(performance.now() - started);
          return { name, ok, critical, ...(error === undefined ? {} : { error }), ms, changed };
        };
        try {
          await withTimeout(check, timeoutMs);
          return result(true);
        } catch (error) {
          return result(false, error instanceof Error ? error.message : String(error));
        }
      }),
    );
    return { ready: checks.every((check) => check.ok || !check.critical), checks };
  }
}

/** Give the server its readiness checks: registered before any plugin, so every one of them can add to it. */
export function registerReadiness(app: FastifyInstance): Readiness {
  const readiness = new Readiness();
  app.decorate('readiness', readiness);
  return readiness;
}
