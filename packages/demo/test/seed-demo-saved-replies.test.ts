import { beforeAll, expect, it } from 'vitest';
import { savedReplySchema, unknownSavedReplyVariables } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '@stay/server/test-support';
import { seedDemoSavedReplies } from '../src/seed-demo-saved-replies';
import { seedDemoData } from './seed-demo-data';

describeEachDialect(
  'demo saved replies seed',
  (ctx) => {
    let first: number;

    beforeAll(async () => {
      first = await seedDemoSavedReplies(ctx.db, { log: () => {} });
    });

    const list = async (email: string) => {
      const session = await ctx.login(email);
      const response = await ctx.app.inject({ method: 'GET', url: '/api/employee/saved-reply', headers: { accesstoken: session.accesstoken } });
      expect(response.statusCode, response.body).toBe(200);
      return z.array(savedReplySchema).parse(response.json());
    };

    it('seeds shared replies in all four languages and one of the guide\'s own, once', async () => {
      expect(first).toBe(5);
      expect(await seedDemoSavedReplies(ctx.db, { log: () => {} })).toBe(0);
      const guide = await list('guide@demo.stay');
      const shared = guide.filter((reply) => reply.scope === 'shared');
      expect(shared.length).toBe(4);
      for (const reply of shared) {
        for (const text of [reply.text.en, reply.text.nl, reply.text.de, reply.text.fr]) {
          expect(text, reply.title).toBeTruthy();
          expect(unknownSavedReplyVariables(text ?? ''), reply.title).toEqual([]);
        }
      }
      expect(guide.filter((reply) => reply.scope === 'own')).toEqual([
        expect.objectContaining({ title: 'Dune cycling route', shortcut: 'bikes', canEdit: true, text: expect.objectContaining({ de: null, fr: null }) }),
      ]);
      // The guide's own reply is theirs alone.
      expect((await list('cuber@demo.stay')).map((reply) => reply.scope)).toEqual(['shared', 'shared', 'shared', 'shared']);
    });
  },
  { seed: seedDemoData },
);
