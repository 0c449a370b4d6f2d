import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../support';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { freshServerTarget, seedServerTarget, type ServerTarget } from '../support/server-target';

const MESSAGES = 150;
const CONCURRENCY = 12;
/** SIGKILL once this many sends were acknowledged, with the others in flight or still to come. */
const KILL_AFTER_ACKS = 40;
const CHAT_PATH = '/api/guest/reservation/current/chat';

/** Migrates the target and adds a guest with a current stay; answers the guest's access token (signed with the test secret). */
async function guestTokenIn(target: ServerTarget): Promise<string> {
  return seedServerTarget(target, async ({ factories }) => {
    const location = await factories.location();
    return (await factories.stay({ locationId: location.id })).guest.token;
  });
}

interface Acknowledged {
  nmbr: number;
  paragraph: string;
}

/** Sends MESSAGES chat messages CONCURRENCY at a time and SIGKILLs the server midway; answers the acknowledged ones. */
async function sendAndKill(server: ServerProcess, token: string, runId: string): Promise<{ acknowledged: Acknowledged[]; killedAt: number }> {
  const acknowledged: Acknowledged[] = [];
  let next = 0;
  let killed: Promise<void> | undefined;
  let killedAt = -1;
  const worker = async () => {
    while (next < MESSAGES) {
      const paragraph = `${runId} message ${(next += 1)}`;
      try {
        const response = await fetch(`${server.baseUrl}${CHAT_PATH}/message`, {
          method: 'POST',
          headers: { accesstoken: token, 'content-type': 'application/json' },
          body: JSON.stringify({ paragraph }),
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status !== 200) continue;
        const { nmbr } = (await response.json()) as { nmbr: number };
        acknowledged.push({ nmbr, paragraph });
        if (acknowledged.length === KILL_AFTER_ACKS && !killed) {
          killedAt = next;
          killed = server.kill('SIGKILL');
        }
      } catch {
        // The connection died with the server: this send was not acknowledged.
        if (killed) return;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await (killed ?? server.kill('SIGKILL'));
  return { acknowledged, killedAt };
}

/** Every message of the guest's chat, newest page first, scrolling back. */
async function storedMessages(server: ServerProcess, token: string): Promise<Acknowledged[]> {
  const messages: Acknowledged[] = [];
  let before = '';
  for (;;) {
    const query = `pagesize=100&markasread=false&orderby=-chatmessages.nmbr${before ? `&chatmessages.nmbr=${encodeURIComponent(`<${before}`)}` : ''}`;
    const response = await fetch(`${server.baseUrl}${CHAT_PATH}/message?${query}`, { headers: { accesstoken: token } });
    expect(response.status, await response.clone().text()).toBe(200);
    const page = (await response.json()) as Acknowledged[];
    messages.push(...page.map(({ nmbr, paragraph }) => ({ nmbr, paragraph })));
    if (page.length < 100) return messages;
    before = String(Math.min(...page.map((message) => message.nmbr)));
  }
}

function defineDurabilityTest(dialect: 'sqlite' | 'postgres', postgresUrl: string | undefined): void {
  let target: ServerTarget | undefined;
  let server: ServerProcess | undefined;

  afterEach(async () => {
    await server?.kill('SIGKILL');
    await target?.dispose();
  });

  it(
    'keeps every acknowledged chat message when the server is killed with SIGKILL mid-burst',
    async () => {
      target = await freshServerTarget('durability', postgresUrl);
      const token = await guestTokenIn(target);
      const env = { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl, JWT_SECRET: TEST_JWT_SECRET };

      server = await startServerProcess(env);
      expect((await fetch(`${server.baseUrl}${CHAT_PATH}`, { headers: { accesstoken: token } })).status).toBe(200);
      const runId = randomBytes(4).toString('hex');
      const { acknowledged, killedAt } = await sendAndKill(server, token, runId);
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      expect(killedAt, 'the server was killed before every message was sent').toBeLessThan(MESSAGES);

      server = await startServerProcess(env);
      const stored = (await storedMessages(server, token)).filter((message) => message.paragraph.startsWith(runId));
      const storedByParagraph = new Map<string, Acknowledged[]>();
      for (const message of stored) storedByParagraph.set(message.paragraph, [...(storedByParagraph.get(message.paragraph) ?? []), message]);
      const lost = acknowledged.filter((message) => !storedByParagraph.has(message.paragraph));
      const duplicated = [...storedByParagraph].filter(([, copies]) => copies.length > 1).map(([paragraph]) => paragraph);
      const renumbered = acknowledged.filter((message) => storedByParagraph.get(message.paragraph)?.[0]?.nmbr !== message.nmbr);
      console.log(`durability (${dialect}): ${acknowledged.length} of ${MESSAGES} sends acknowledged before SIGKILL, ${stored.length} stored after restart`);
      expect({ lost, duplicated, renumbered }).toEqual({ lost: [], duplicated: [], renumbered: [] });
    },
    60_000,
  );
}

describe('chat durability across SIGKILL [sqlite]', () => defineDurabilityTest('sqlite', undefined));

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) describe('chat durability across SIGKILL [postgres]', () => defineDurabilityTest('postgres', postgresUrl));
else describe.skip('chat durability across SIGKILL [postgres] (TEST_DATABASE_URL not set)', () => defineDurabilityTest('postgres', undefined));
