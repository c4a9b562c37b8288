import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fakeDist } from '../support/dist';
import { exited, postJson, session, startServer, signUpBody, entryArgs } from '../support/server-process';
import { embeddedSignUps } from '../support/registration-records';
import { killedAfterEach } from '../support/killed-after-each';
import { freshVarDir } from '../support/test-databases';
import { depth } from '../support/test-depth';
import { timeBudget } from '../support/time-budget';

/**
 * kill -9 of the real server (main.ts on the embedded database) while sign-ups stream in over HTTP:
 * after each crash the database must open again, and every sign-up that was answered 201 must be there.
 */

/**
 * One crash by default; CI (TEST_FULL=1) crashes it twice, the second time the server that recovered from
 * the first. A third round would only repeat the second (recovered, crashed again) at another moment, for
 * another server start and recovery.
 */
const ROUNDS = depth(1, 2);
const CLIENTS = 4;
/**
 * How many sign-ups each round must have acknowledged before the kill: enough that the kill lands among
 * commits in flight. Counted, not timed, so a slow or busy machine only makes the round longer.
 */
const ACKS_PER_ROUND = 30;
const STOCK = 100_000;

const processes = killedAfterEach();

const signUp = (n: number) => signUpBody('crash', n);

describe('crash safety of the embedded database through HTTP', () => {
  it(
    `keeps every acknowledged sign-up across ${ROUNDS} kill -9(s) of the server`,
    async () => {
      // An initialised data directory: this test is about crashes, not the first start's initdb (api-main).
      const { varDir, cleanup } = await freshVarDir();
      processes.cleanups.push(cleanup);
      const env = {
        DIST_DIR: fakeDist(),
        VAR_DIR: varDir,
        // LOG_LEVEL stays info: startServer waits for the "Server listening" line.
        RATE_LIMIT_REGISTER: '1000000/min',
      };
      const stock = spawnSync(
        process.execPath,
        [...(await entryArgs('staff')), 'stock', '--set', String(STOCK)],
        { env: { ...process.env, ...env }, encoding: 'utf8' },
      );
      expect(stock.status, stock.stderr).toBe(0);

      const acknowledged: string[] = [];
      let next = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const server = await startServer(env);
        processes.child = server.proc;
        const s = await session(server.base);
        let isKilled = false;
        const killed = () => isKilled;
        const client = async () => {
          while (!killed()) {
            const body = signUp(next++);
            try {
              const res = await postJson(server.base, s, '/api/register', body);
              if (res.status === 201) acknowledged.push(body.email);
              else if (!killed()) throw new Error(`unexpected ${res.status}: ${await res.text()}`);
            } catch (error) {
              if (!killed()) throw error;
            }
          }
        };
        const clients = Array.from({ length: CLIENTS }, client);
        const before = acknowledged.length;
        while (acknowledged.length < before + ACKS_PER_ROUND && server.proc.exitCode === null) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        isKilled = true;
        const gone = exited(server.proc);
        server.proc.kill('SIGKILL');
        await gone;
        await Promise.all(clients);
        expect(acknowledged.length, `round ${round} acknowledged nothing`).toBeGreaterThan(before);
      }

      // The lock file of the killed process is stale; opening takes it over, like the next start would.
      const { emails: stored, stock: left } = await embeddedSignUps(varDir);
      const missing = acknowledged.filter((email) => !stored.has(email));
      expect(missing).toEqual([]);
      // Stock and rows agree: nothing was taken without a sign-up, or stored without taking stock.
      expect(left).toBe(STOCK - stored.size);
    },
    timeBudget(300_000),
  );
});
